import i18n from './i18n';

/** SPEC section 2: the page title is `Постачальники: {route title}`; just the app name without one. */
export function documentTitle(routeTitle?: string | null): string {
  const app = i18n.t('common:appName');
  return routeTitle ? i18n.t('common:documentTitle', { app, title: routeTitle }) : app;
}

export function setDocumentTitle(routeTitle?: string | null): void {
  document.title = documentTitle(routeTitle);
}
