import type { ProductsQuery } from '@supplier/contracts/products';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { apiHeaders, apiUrl } from '@/lib/api-client';

/** What public/products-first-page.js asked for as the page arrived (issue 36). */
interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** null once the app has asked: the script then asks nothing. */
    __productsFirstPage?: EarlyRequest | null;
  }
}

/**
 * The answer products-first-page.js asked for, when it is `query`'s page with this session and
 * language; taken once. Null when there is none (or another), and a refused or failed request
 * answers null too: the list then asks the app's way, which shows the failure or signs out.
 */
export function takeEarlyPage(query: ProductsQuery): Promise<unknown> | null {
  const early = window.__productsFirstPage;
  window.__productsFirstPage = null;
  if (!early) return null;
  const headers = apiHeaders();
  const same =
    early.url === apiUrl(productsEndpoints.listProducts.path, query) &&
    Object.entries(headers).every(([name, value]) => early.headers[name] === value);
  if (!same) return null;
  return early.answer.then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
    () => null,
  );
}
