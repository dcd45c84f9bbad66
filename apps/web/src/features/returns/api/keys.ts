import type { ReturnsQuery } from '@supplier/contracts/returns';

/** Query keys of the returns domain; a return event invalidates the lists and the changed request. */
export const returnsKeys = {
  all: ['returns'] as const,
  lists: () => [...returnsKeys.all, 'list'] as const,
  list: (query: ReturnsQuery) => [...returnsKeys.lists(), query] as const,
  counts: () => [...returnsKeys.all, 'counts'] as const,
  detail: (id: number) => [...returnsKeys.all, 'detail', id] as const,
};
