import { useState, type ComponentProps, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPage, type ListAnswer } from '@/components/ui/list-page';
import { toast } from '@/components/ui/use-toast';
import type { EntityFormDialogProps } from '@/lib/use-entity-form';

/** What a row may do: open the form on it, or ask to delete it. */
export interface EntityRowActions<Entity> {
  edit(entity: Entity): void;
  remove(entity: Entity): void;
  /** A new page or search is loading: the rows dim. */
  busy: boolean;
}

type EntityOf<Data extends ListAnswer> = Data['data'][number];

/**
 * The list page (`ListPage`) of one kind of the supplier's entities (attributes, groups,
 * shelvings) that the page itself creates, edits and deletes: the create button after the header's
 * actions, the create/edit form dialog and the delete confirmation, whose success toasts the
 * server's message.
 */
export function EntityListPage<Data extends ListAnswer>({
  actions,
  create,
  form,
  remove,
  dialogs,
  children,
  ...page
}: Omit<ComponentProps<typeof ListPage<Data>>, 'children'> & {
  /** The header button that opens the form dialog empty. */
  create: { label: string; testId: string };
  /** The create/edit dialog (see `useEntityForm`). */
  form(dialog: EntityFormDialogProps<EntityOf<Data>>): ReactNode;
  remove: {
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
  return (
    <>
      <ListPage
        {...page}
        actions={
          <>
            {actions}
            <Button onClick={() => setEditing(null)} data-testid={create.testId}>
              <Plus aria-hidden />
              {create.label}
            </Button>
          </>
        }
      >
        {(rows, { busy }) => children(rows, { edit: setEditing, remove: setDeleting, busy })}
      </ListPage>
      {form({
        open: editing !== undefined,
        onOpenChange: (open) => !open && setEditing(undefined),
        entity: editing,
      })}
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
      {dialogs}
    </>
  );
}
