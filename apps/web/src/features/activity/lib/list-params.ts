import type { ActivityExportFormat, ActivityQuery } from '@supplier/contracts/activity';
import { isDay, isId } from '@/lib/address-values';

/** The log's filters as they live in the address bar (back and reload keep them). */
export interface ActivityParams {
  /** A member's id, `owner`, or '' for everyone. */
  member: string;
  object_type: string;
  object_id: string;
  action: string;
  date_from: string;
  date_to: string;
}

const isName = (value: string) => /^[A-Za-z][A-Za-z0-9-]{0,79}$/.test(value);

export function readParams(search: URLSearchParams): ActivityParams {
  const get = (name: string) => search.get(name) ?? '';
  const member = get('member');
  return {
    member: member === 'owner' || isId(member) ? member : '',
    object_type: isName(get('object_type')) ? get('object_type') : '',
    object_id: get('object_id').slice(0, 80),
    action: isName(get('action')) ? get('action') : '',
    date_from: isDay(get('date_from')) ? get('date_from') : '',
    date_to: isDay(get('date_to')) ? get('date_to') : '',
  };
}

/** Only what is set goes into the address. */
export function writeParams(params: ActivityParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search;
}

export const EMPTY_FILTERS: ActivityParams = {
  member: '',
  object_type: '',
  object_id: '',
  action: '',
  date_from: '',
  date_to: '',
};

export const filtersActive = (params: ActivityParams) => Object.values(params).some(Boolean);

export const rangeInvalid = (params: ActivityParams) =>
  Boolean(params.date_from && params.date_to && params.date_from > params.date_to);

export function queryOf(params: ActivityParams, cursor?: string): ActivityQuery {
  const query: ActivityQuery = {};
  if (params.member) query.member = params.member === 'owner' ? 'owner' : Number(params.member);
  if (params.object_type) query.object_type = params.object_type;
  if (params.object_type && params.object_id) query.object_id = params.object_id;
  if (params.action) query.action = params.action;
  if (params.date_from) query.date_from = params.date_from;
  if (params.date_to) query.date_to = params.date_to;
  if (cursor) query.cursor = cursor;
  return query;
}

/** The export's query: the list's filters and the file's format, as text. */
export function exportQueryOf(params: ActivityParams, format: ActivityExportFormat): Record<string, string> {
  const query = Object.fromEntries(writeParams(params));
  if (!params.object_type) delete query.object_id;
  return { ...query, format };
}
