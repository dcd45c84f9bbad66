import './features/app-settings/boot';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import './index.css';
import { applyAppStyles } from './lib/app-styles';
import i18n from './lib/i18n';
import { queryClient } from './lib/query-client';
import { router } from './app/router';

// The API writes its texts (a history's operations, notices) in the request's language: a switch fetches them again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

const container = document.getElementById('root')!;
// index.html's static first paint stays until the app has rendered something in its place.
const staticFrame = document.getElementById('boot');
if (staticFrame) {
  new MutationObserver((_records, observer) => {
    if (!container.firstChild) return;
    staticFrame.remove();
    observer.disconnect();
  }).observe(container, { childList: true });
}

const root = createRoot(container);
void applyAppStyles().then(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
