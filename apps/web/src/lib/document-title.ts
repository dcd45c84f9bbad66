import i18n from './i18n';

/**
 * SPEC section 2: the page title is `Постачальники: {route title}`; just the app name without one.
 * `count` (new orders, issue 32) leads it as `(3) …`.
 */
export function documentTitle(routeTitle?: string | null, count = 0): string {
  const app = i18n.t('common:appName');
  const title = routeTitle ? i18n.t('common:documentTitle', { app, title: routeTitle }) : app;
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${title}` : title;
}

export function setDocumentTitle(routeTitle?: string | null, count?: number): void {
  document.title = documentTitle(routeTitle, count);
}
