/** How the built index.html marks the app's stylesheet, which it preloads without blocking its first paint. */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

/**
 * Applies the app's stylesheet, which index.html only preloads so that its static frame (inline
 * styles) paints as soon as the HTML arrives (issue 36), and resolves once it applies, so the app
 * renders nothing unstyled. Without the mark (the dev server) the styles came with the modules.
 */
export function applyAppStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`);
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    // a stylesheet that failed to load leaves the app unstyled, not blank
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
