import type { ActivityQuery } from '@supplier/contracts/activity';

/** Query keys of the activity log. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
  product: (id: number, version: string) => [...activityKeys.all, 'product', id, version] as const,
};
