import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { PaginationMeta } from '@supplier/contracts/common';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { Pagination } from '@/components/ui/pagination';
import type { ListControls } from '@/lib/use-list-address';

/** One keyset page of a list as the API answers it. */
export interface KeysetAnswer {
  data: readonly unknown[];
  meta: { next_cursor: string | null };
}

/** A list as the API answers it: one keyset page, one numbered page, or every row. */
export type ListAnswer = KeysetAnswer | { data: readonly unknown[]; meta?: PaginationMeta };

/**
 * What drives the list's search box, filters toggle and pages: `useListAddress` for a keyset list
 * kept in the address, or a search box and numbered pages (`useListSearch`).
 */
export interface ListPageControls {
  search?: ListControls['search'];
  filters?: ListControls['filters'];
  paging?: ListControls['paging'] | { onPage(page: number): void };
}

type SortProps = NonNullable<ComponentProps<typeof ListToolbar<string>>['sort']>;

/**
 * The panel's list page: a searched, filtered, keyset-paged list (orders, reviews, products) or a
 * list of the supplier's entities with numbered pages (stores, attributes, shelvings):
 *
 * - the heading (`title`, `description`, `actions`), then `above` (status tabs, a summary card);
 * - the toolbar (`<prefix>-search`, `<prefix>-filters-toggle`, `<prefix>-sort`, then `toolbar.actions`),
 *   and under it `toolbar.filters.panel` while the filters are open;
 * - the list's states: placeholder rows while the first page loads, the failed load with a retry,
 *   the empty list (another title and hint when a search or filter found nothing: `empty.filtered`);
 * - else `bulkBar` (what to do with the ticked rows), the rows (`children`: a `DataTable` or cards,
 *   dimmed by `busy` while another page loads) and the pager: keyset (`<prefix>-previous`,
 *   `<prefix>-next`) or numbered pages (`Pagination`), as `list.paging` and the answer's `meta` have it.
 *
 * `list` (`useListAddress`: params, search, pages and filters in the address) drives the search box,
 * the filters toggle and the pager; when rows can be ticked, `useRowSelection` keeps them.
 */
export function ListPage<Data extends ListAnswer>({
  list = {},
  testId,
  title,
  description,
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
  list?: ListPageControls;
  testId: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  above?: ReactNode;
  /** Shown with `list.search`. */
  toolbar?: {
    testIdPrefix?: string;
    search: { placeholder: string; label: string };
    /** `active`: a filter is set (the toggle is marked); `panel` shows while the filters are open. */
    filters?: { active: boolean; label: string; panel: ReactNode };
    sort?: SortProps;
    /** The list's own actions after the sort (export, columns). */
    actions?: ReactNode;
  };
  bulkBar?: ReactNode;
  result: Pick<
    UseQueryResult<Data>,
    'data' | 'isPending' | 'error' | 'refetch' | 'isRefetching' | 'isFetching' | 'isPlaceholderData'
  >;
  loading?: { rows?: number; className?: string; testId?: string };
  error: { title: string; testId?: string };
  empty: {
    /** A search, filter or tab narrows the list. */
    filtered: boolean;
    title: string;
    filteredTitle?: string;
    hint?: string;
    filteredHint?: string;
    icon?: LucideIcon;
    /** What to do when the list is empty without a filter (add the first one). */
    action?: ReactNode;
    testId?: string;
  };
  /** The pages' navigation; `testIdPrefix` and `summary` are the keyset pager's. */
  pager?: {
    label: string;
    testIdPrefix?: string;
    /** Left of the buttons instead of the page number. */
    summary?(data: Data): ReactNode;
  };
  children(rows: Data['data'], state: { busy: boolean }): ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-4" data-testid={testId}>
      <PageHeader title={title} description={description} actions={actions} />
      {above}
      {toolbar && list.search && (
        <ListToolbar
          testIdPrefix={toolbar.testIdPrefix}
          search={{ ...toolbar.search, ...list.search }}
          filters={
            toolbar.filters &&
            list.filters && { ...list.filters, active: toolbar.filters.active, label: toolbar.filters.label }
          }
          sort={toolbar.sort}
        >
          {toolbar.actions}
        </ListToolbar>
      )}
      {list.filters?.open && toolbar?.filters?.panel}
      <ListStates
        result={result}
        loading={loading}
        error={error}
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.filtered ? (empty.filteredTitle ?? empty.title) : empty.title}
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
            {pager && list.paging && (
              <Pages
                answer={data}
                paging={list.paging}
                fetching={result.isFetching}
                busy={result.isPlaceholderData}
                label={pager.label}
                testIdPrefix={pager.testIdPrefix}
                summary={pager.summary?.(data)}
              />
            )}
          </div>
        )}
      </ListStates>
    </section>
  );
}

/** The keyset pager over a keyset answer, the numbered pages over a numbered one. */
function Pages({
  answer,
  paging,
  fetching,
  busy,
  label,
  testIdPrefix = '',
  summary,
}: {
  answer: ListAnswer;
  paging: NonNullable<ListPageControls['paging']>;
  fetching: boolean;
  busy: boolean;
  label: string;
  testIdPrefix?: string;
  summary: ReactNode;
}) {
  if (!answer.meta) return null;
  if ('next_cursor' in answer.meta) {
    if (!('next' in paging)) return null;
    return (
      <KeysetPager
        paging={paging}
        nextCursor={answer.meta.next_cursor}
        busy={fetching}
        label={label}
        testIdPrefix={testIdPrefix}
        summary={summary}
      />
    );
  }
  if (!('onPage' in paging)) return null;
  return <Pagination meta={answer.meta} onPage={paging.onPage} disabled={busy} label={label} />;
}
