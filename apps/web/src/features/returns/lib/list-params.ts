import {
  returnKinds,
  returnReasons,
  returnTabs,
  type ReturnKind,
  type ReturnReason,
  type ReturnTab,
} from '@supplier/contracts/returns-constants';
import type { ReturnsQuery } from '@supplier/contracts/returns';
import { isDay, oneOf } from '@/lib/address-values';

/** The returns list's tab, search and filters as they live in the address bar (back and reload keep them). */
export interface ReturnsParams {
  tab: ReturnTab;
  search: string;
  reason: ReturnReason | '';
  kind: ReturnKind | '';
  date_from: string;
  date_to: string;
  /** `asc`: oldest first; newest first when empty. */
  order: 'asc' | '';
}

export function readParams(search: URLSearchParams): ReturnsParams {
  const get = (name: string) => search.get(name) ?? '';
  return {
    // a new request waits in «Нові заявки»: the list opens there
    tab: oneOf(returnTabs, get('tab')) || 'requested',
    search: get('search'),
    reason: oneOf(returnReasons, get('reason')),
    kind: oneOf(returnKinds, get('kind')),
    date_from: isDay(get('date_from')) ? get('date_from') : '',
    date_to: isDay(get('date_to')) ? get('date_to') : '',
    order: oneOf(['asc'] as const, get('order')),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeParams(params: ReturnsParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || (key === 'tab' && value === 'requested')) continue;
    search.set(key, value);
  }
  return search;
}

/** How the params live in the address (`useListAddress`). */
export const RETURNS_ADDRESS = { read: readParams, write: writeParams };

/** An end date before the start cannot match anything: the list is not asked for it. */
export const rangeInvalid = (params: ReturnsParams): boolean =>
  Boolean(params.date_from && params.date_to && params.date_to < params.date_from);

export const filtersActive = (params: ReturnsParams): boolean =>
  Boolean(params.reason || params.kind || params.date_from || params.date_to);

/** The API query of a page (`cursor` from the page stack); empty filters are left out. */
export function queryOf(params: ReturnsParams, cursor: string | undefined): ReturnsQuery {
  const query: ReturnsQuery = { tab: params.tab };
  if (params.search.trim()) query.search = params.search.trim();
  if (params.reason) query.reason = params.reason;
  if (params.kind) query.kind = params.kind;
  if (params.date_from) query.date_from = params.date_from;
  if (params.date_to) query.date_to = params.date_to;
  if (params.order) query.order = params.order;
  if (cursor) query.cursor = cursor;
  return query;
}
