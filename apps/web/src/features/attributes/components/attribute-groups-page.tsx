import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AttributeGroup } from '@supplier/contracts/attributes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDeleteAttributeGroup } from '../api/delete-attribute-group';
import { useAttributeGroups } from '../api/get-attribute-groups';
import { useReorderAttributeGroups } from '../api/reorder-attribute-groups';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GroupFormDialog, type CategoryPickerSlot } from './group-form-dialog';

/** `Групи атрибутів`: ordered groups of attributes bound to categories. */
export function AttributeGroupsPage({ title, categoryPicker }: { title: string; categoryPicker: CategoryPickerSlot }) {
  const { t } = useTranslation(['attributes', 'common']);
  const { data, isPending, isError } = useAttributeGroups();
  const reorder = useReorderAttributeGroups();
  const remove = useDeleteAttributeGroup();
  const [editing, setEditing] = useState<AttributeGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AttributeGroup | null>(null);
  const groups = data?.data ?? [];

  const moveTo = (index: number, to: number) => {
    const ids = groups.map((group) => group.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids);
  };

  let body;
  if (isPending) body = <Skeleton className="h-48 rounded-xl" />;
  else if (isError)
    body = (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <CircleAlert className="size-4" aria-hidden />
        {t('groups.loadError')}
      </p>
    );
  else if (groups.length === 0)
    body = (
      <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
        {t('groups.empty')}
      </div>
    );
  else
    body = (
      <ol className="grid gap-3" data-testid="groups-list">
        {groups.map((group, index) => (
          <li key={group.id} className="rounded-xl border border-border bg-card p-4" data-testid="group-card">
            <div className="flex flex-wrap items-start gap-2">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">
                  <span className="mr-2 text-muted-foreground">{index + 1}.</span>
                  {group.name}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {group.attributes.length > 0
                    ? group.attributes.map((a) => `${a.name}${a.required ? ' *' : ''}`).join(' · ')
                    : t('groups.noAttributes')}
                </p>
                <div className="mt-2 flex flex-wrap gap-1">
                  {group.categories.length > 0 ? (
                    group.categories.map((category) => (
                      <Badge key={category.id} variant="secondary">
                        {category.path}
                      </Badge>
                    ))
                  ) : (
                    <span className="text-xs text-muted-foreground">{t('groups.noCategories')}</span>
                  )}
                </div>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('groups.up', { name: group.name })}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => moveTo(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('groups.down', { name: group.name })}
                  disabled={index === groups.length - 1 || reorder.isPending}
                  onClick={() => moveTo(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('editNamed', { name: group.name })}
                  onClick={() => setEditing(group)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('deleteNamed', { name: group.name })}
                  onClick={() => setDeleting(group)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    );

  return (
    <section className="flex flex-col gap-4" data-testid="attribute-groups-page">
      <PageHeader
        title={title}
        description={t('groups.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/products/attributes">{t('toAttributes')}</Link>
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="group-create">
              <Plus aria-hidden />
              {t('groups.create')}
            </Button>
          </>
        }
      />
      {body}
      <GroupFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        group={editing}
        categoryPicker={categoryPicker}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('groups.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('groups.deleteDescription')}
        confirmLabel={t('deleteDialog.confirm')}
        onConfirm={() =>
          remove
            .mutateAsync(deleting!.id)
            .then((answer) => toast({ variant: 'successful', description: answer.message }))
        }
      />
    </section>
  );
}
