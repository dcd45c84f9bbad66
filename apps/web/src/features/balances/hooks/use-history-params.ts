import { useSearchParams } from 'react-router';
import { ledgerEntryTypes, type LedgerEntryType } from '@supplier/contracts/money-ledger';
import type { HistoryQuery } from '../api/keys';

export const HISTORY_PER_PAGE = 15;

export interface HistoryFilters {
  type: LedgerEntryType | '';
  date_from: string;
  date_to: string;
}

const isType = (value: string | null): value is LedgerEntryType =>
  value !== null && (ledgerEntryTypes as readonly string[]).includes(value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The history's page and filters, kept in the address (`?type=&date_from=&date_to=&page=`) so
 * back/forward and a shared link show the same list. `rangeInvalid` when the end is before the
 * start: the list is not asked for then (the API would answer 422).
 */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const filters: HistoryFilters = {
    type: isType(params.get('type')) ? (params.get('type') as LedgerEntryType) : '',
    date_from: isDay(params.get('date_from')) ? params.get('date_from')! : '',
    date_to: isDay(params.get('date_to')) ? params.get('date_to')! : '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rangeInvalid = Boolean(filters.date_from && filters.date_to && filters.date_to < filters.date_from);
  const filtered = Boolean(filters.type || filters.date_from || filters.date_to);

  const query: HistoryQuery = {
    page,
    per_page: HISTORY_PER_PAGE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.date_from ? { date_from: filters.date_from } : {}),
    ...(filters.date_to ? { date_to: filters.date_to } : {}),
  };

  const write = (next: Partial<HistoryFilters> & { page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) updated.delete(key);
          else updated.set(key, String(value));
        }
        // a new filter starts from the first page
        if (next.page === undefined) updated.delete('page');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return {
    filters,
    page,
    query,
    filtered,
    rangeInvalid,
    setFilter: (next: Partial<HistoryFilters>) => write(next),
    setPage: (value: number) => write({ page: value }),
    reset: () => write({ type: '', date_from: '', date_to: '' }),
  };
}
