import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { PaginationMeta } from '@supplier/contracts/common';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ListStates } from '@/components/ui/page-states';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import type { EntityFormDialogProps } from '@/lib/use-entity-form';

/** What a row may do: open the form on it, or ask to delete it. */
export interface EntityRowActions<Entity> {
  edit(entity: Entity): void;
  remove(entity: Entity): void;
  /** A new page or search is loading: the rows dim. */
  busy: boolean;
}

type EntityOf<Data extends { data: unknown[] }> = Data['data'][number];

/**
 * A page of one kind of the supplier's entities (attributes, shelvings, stores): the header with
 * its actions and the create button, the search and filters, the list's states, its pages, the
 * create/edit form dialog and the delete confirmation, whose success toasts the server's message.
 */
export function EntityListPage<Data extends { data: unknown[]; meta?: PaginationMeta }>({
  testId,
  title,
  description,
  actions,
  create,
  search,
  filters,
  result,
  loading,
  loadError,
  empty,
  pages,
  form,
  remove,
  dialogs,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  /** Header actions before the create button (links to related pages). */
  actions?: ReactNode;
  /** The header button that opens the form dialog empty. */
  create?: { label: string; testId: string };
  search?: { value: string; onChange(text: string): void; placeholder: string; label: string };
  /** Filters beside the search box. */
  filters?: ReactNode;
  result: UseQueryResult<Data>;
  loading?: { rows?: number; className?: string; testId?: string };
  loadError: { title: string; testId?: string };
  empty: ReactNode;
  /** The pages under the list, for a paginated answer. */
  pages?: { label: string; onPage(page: number): void };
  /** The create/edit dialog (see `useEntityForm`). */
  form?(dialog: EntityFormDialogProps<EntityOf<Data>>): ReactNode;
  remove?: {
    title(entity: EntityOf<Data>): string;
    description: string;
    confirmLabel: string;
    run(entity: EntityOf<Data>): Promise<{ message: string }>;
  };
  /** More dialogs the rows open. */
  dialogs?: ReactNode;
  children(rows: Data['data'], actions: EntityRowActions<EntityOf<Data>>): ReactNode;
}) {
  const [editing, setEditing] = useState<EntityOf<Data> | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<EntityOf<Data> | null>(null);
  const busy = result.isPlaceholderData;
  return (
    <section className="flex flex-col gap-4" data-testid={testId}>
      <PageHeader
        title={title}
        description={description}
        actions={
          (actions || create) && (
            <>
              {actions}
              {create && (
                <Button onClick={() => setEditing(null)} data-testid={create.testId}>
                  <Plus aria-hidden />
                  {create.label}
                </Button>
              )}
            </>
          )
        }
      />
      {(search || filters) && (
        <div className="flex flex-wrap gap-2">
          {search && (
            <SearchInput
              className="min-w-60 flex-1 sm:max-w-md"
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              placeholder={search.placeholder}
              aria-label={search.label}
            />
          )}
          {filters}
        </div>
      )}
      <ListStates result={result} loading={loading} error={loadError} empty={empty}>
        {(data) => (
          <>
            {children(data.data, { edit: setEditing, remove: setDeleting, busy })}
            {pages && data.meta && (
              <Pagination meta={data.meta} onPage={pages.onPage} disabled={busy} label={pages.label} />
            )}
          </>
        )}
      </ListStates>
      {form?.({
        open: editing !== undefined,
        onOpenChange: (open) => !open && setEditing(undefined),
        entity: editing,
      })}
      {remove && (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={deleting === null ? '' : remove.title(deleting)}
          description={remove.description}
          confirmLabel={remove.confirmLabel}
          onConfirm={() =>
            remove.run(deleting!).then((answer) => toast({ variant: 'successful', description: answer.message }))
          }
        />
      )}
      {dialogs}
    </section>
  );
}
