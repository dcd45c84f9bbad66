/*
 * The products list's first page, asked for as the page arrives instead of after the app's scripts
 * have loaded and run (issue 36). index.html loads this async (the CSP allows no inline script);
 * features/products/api/early-page.ts hands the answer to the list when the list asks for the same
 * address with the same session and language, else the list asks again its own way. Only the
 * list's default view: an address with filters waits for the scripts.
 */
/* global window, location */
'use strict';

(function () {
  // the app has asked already (its scripts came from the cache before this file)
  if ('__productsFirstPage' in window) return;
  if (location.pathname !== '/products/list' || location.search) return;
  var stored;
  try {
    stored = JSON.parse(localStorage.getItem('user') || 'null');
  } catch {
    return;
  }
  if (!stored || typeof stored.token !== 'string') return;
  var url = '/api/admin-suppliers/v1/products?per_page=50&sort=created_at&order=desc';
  var headers = {
    'x-session': 'supplier',
    'x-locale': localStorage.getItem('lang') === 'en' ? 'en' : 'uk',
    Authorization: 'Bearer ' + stored.token,
  };
  window.__productsFirstPage = {
    url: url,
    headers: headers,
    answer: fetch(url, { headers: headers, credentials: 'omit' }),
  };
})();
