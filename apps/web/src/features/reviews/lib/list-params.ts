import { reviewSorts, type ReviewSort, type ReviewsQuery } from '@supplier/contracts/reviews';
import { isDay, isId, oneOf } from '@/lib/address-values';

/** The list's search and filters as they live in the address bar (back and reload keep them). */
export interface ReviewsParams {
  q: string;
  rating: '' | '1' | '2' | '3' | '4' | '5';
  with_photos: '' | 'true';
  answered: '' | 'true' | 'false';
  product_id: string;
  store_id: string;
  date_from: string;
  date_to: string;
  /** Unanswered first when empty. */
  sort: Exclude<ReviewSort, 'unanswered_first'> | '';
}

export function readParams(search: URLSearchParams): ReviewsParams {
  const get = (name: string) => search.get(name) ?? '';
  return {
    q: get('q'),
    rating: oneOf(['1', '2', '3', '4', '5'] as const, get('rating')),
    with_photos: oneOf(['true'] as const, get('with_photos')),
    answered: oneOf(['true', 'false'] as const, get('answered')),
    product_id: isId(get('product_id')) ? get('product_id') : '',
    store_id: isId(get('store_id')) ? get('store_id') : '',
    date_from: isDay(get('date_from')) ? get('date_from') : '',
    date_to: isDay(get('date_to')) ? get('date_to') : '',
    sort: oneOf(
      reviewSorts.filter((sort) => sort !== 'unanswered_first'),
      get('sort'),
    ),
  };
}

/** Only what is set goes into the address. */
export function writeParams(params: ReviewsParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = key === 'q' ? value.trim() : value;
    if (text) search.set(key, text);
  }
  return search;
}

/** How the params live in the address (`useListAddress`). */
export const REVIEWS_ADDRESS = { read: readParams, write: writeParams };

export const EMPTY_FILTERS = {
  rating: '',
  with_photos: '',
  answered: '',
  product_id: '',
  store_id: '',
  date_from: '',
  date_to: '',
} as const satisfies Partial<ReviewsParams>;

export function filtersActive(params: ReviewsParams): boolean {
  return Object.keys(EMPTY_FILTERS).some((key) => params[key as keyof typeof EMPTY_FILTERS] !== '');
}

export const rangeInvalid = (params: ReviewsParams) =>
  Boolean(params.date_from && params.date_to && params.date_from > params.date_to);

export function queryOf(params: ReviewsParams, cursor?: string): ReviewsQuery {
  const query: ReviewsQuery = {};
  if (params.q.trim()) query.q = params.q.trim();
  if (params.rating) query.rating = Number(params.rating);
  if (params.with_photos) query.with_photos = params.with_photos;
  if (params.answered) query.answered = params.answered;
  if (params.product_id) query.product_id = Number(params.product_id);
  if (params.store_id) query.store_id = Number(params.store_id);
  if (params.date_from) query.date_from = params.date_from;
  if (params.date_to) query.date_to = params.date_to;
  if (params.sort) query.sort = params.sort;
  if (cursor) query.cursor = cursor;
  return query;
}

/** The reply's sanitized HTML as the plain text it was typed as (paragraphs and line breaks kept). */
export function replyPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(doc.body.querySelectorAll('p, li, h2, h3, blockquote'))) block.append('\n');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
