import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import type { ListControls } from '@/lib/use-list-address';

/** One keyset page of a list as the API answers it. */
export interface KeysetAnswer {
  data: readonly unknown[];
  meta: { next_cursor: string | null };
}

type SortProps = ComponentProps<typeof ListToolbar<string>>['sort'];

/**
 * A searched, filtered, keyset-paged list page (orders, reviews, products):
 *
 * - the heading (`title`, `actions`), then `above` (status tabs, a summary card);
 * - the toolbar (`<prefix>-search`, `<prefix>-filters-toggle`, `<prefix>-sort`, then `toolbar.actions`),
 *   and under it `toolbar.filters.panel` while the filters are open;
 * - the list's states: placeholder rows while the first page loads, the failed load with a retry,
 *   the empty list (another title and hint when a search or filter found nothing: `empty.filtered`);
 * - else `bulkBar` (what to do with the ticked rows), the rows (`children`: a `DataTable` or cards,
 *   dimmed by `busy` while another page loads) and the pager (`<prefix>-previous`, `<prefix>-next`).
 *
 * `list` (`useListAddress`: params, search, pages and filters in the address) drives the search box,
 * the filters toggle and the pager; when rows can be ticked, `useRowSelection` keeps them.
 */
export function ListPage<Data extends KeysetAnswer>({
  list,
  testId,
  title,
  actions,
  above,
  toolbar,
  bulkBar,
  result,
  loading,
  error,
  empty,
  pager,
  children,
}: {
  list: ListControls;
  testId: string;
  title: string;
  actions?: ReactNode;
  above?: ReactNode;
  toolbar: {
    testIdPrefix: string;
    search: { placeholder: string; label: string };
    /** `active`: a filter is set (the toggle is marked); `panel` shows while the filters are open. */
    filters: { active: boolean; label: string; panel: ReactNode };
    sort: SortProps;
    /** The list's own actions after the sort (export, columns). */
    actions?: ReactNode;
  };
  bulkBar?: ReactNode;
  result: Pick<
    UseQueryResult<Data>,
    'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching' | 'isFetching' | 'isPlaceholderData'
  >;
  loading: { rows?: number; className?: string; testId?: string };
  error: { title: string; testId?: string };
  empty: {
    /** A search, filter or tab narrows the list. */
    filtered: boolean;
    title: string;
    filteredTitle: string;
    hint?: string;
    filteredHint?: string;
    icon?: LucideIcon;
    /** What to do when the list is empty without a filter (add the first one). */
    action?: ReactNode;
    testId: string;
  };
  pager: {
    label: string;
    testIdPrefix: string;
    /** Left of the buttons instead of the page number. */
    summary?(data: Data): ReactNode;
  };
  children(rows: Data['data'], state: { busy: boolean }): ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-4" data-testid={testId}>
      <PageHeader title={title} actions={actions} />
      {above}
      <ListToolbar
        testIdPrefix={toolbar.testIdPrefix}
        search={{ ...toolbar.search, ...list.search }}
        filters={{ ...list.filters, active: toolbar.filters.active, label: toolbar.filters.label }}
        sort={toolbar.sort}
      >
        {toolbar.actions}
      </ListToolbar>
      {list.filters.open && toolbar.filters.panel}
      <ListStates
        result={result}
        loading={loading}
        error={error}
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.filtered ? empty.filteredTitle : empty.title}
            description={empty.filtered ? empty.filteredHint : empty.hint}
            action={!empty.filtered && empty.action}
            testId={empty.testId}
          />
        }
      >
        {(data) => (
          <div className="grid gap-3">
            {bulkBar}
            {children(data.data, { busy: result.isPlaceholderData })}
            <KeysetPager
              paging={list.paging}
              nextCursor={data.meta.next_cursor}
              busy={result.isFetching}
              label={pager.label}
              testIdPrefix={pager.testIdPrefix}
              summary={pager.summary?.(data)}
            />
          </div>
        )}
      </ListStates>
    </section>
  );
}
