import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useToastStore } from '@/components/ui/use-toast';
import i18n from '@/lib/i18n';

// A page's first answer can take over a second on a loaded 2-core CI machine running the files in
// parallel; findBy waits up to 5 s instead of 1 s (a wrong page still fails, only later).
configure({ asyncUtilTimeout: 5_000 });

// What jsdom lacks and Radix or the panel's hooks call.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// Every namespace loaded up front: components render their Ukrainian texts without suspending.
const namespaces = Object.keys(import.meta.glob('../locales/uk/*.json')).map(
  (path) => /([\w-]+)\.json$/.exec(path)![1]!,
);
await i18n.loadNamespaces(namespaces);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
});
