import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { AttributeGroup } from '@supplier/contracts/attributes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EntityListPage } from '@/components/ui/entity-list-page';
import { useDeleteAttributeGroup } from '../api/delete-attribute-group';
import { useAttributeGroups } from '../api/get-attribute-groups';
import { useReorderAttributeGroups } from '../api/reorder-attribute-groups';
import { GroupFormDialog, type CategoryPickerSlot } from './group-form-dialog';

/** `Групи атрибутів`: ordered groups of attributes bound to categories. */
export function AttributeGroupsPage({ title, categoryPicker }: { title: string; categoryPicker: CategoryPickerSlot }) {
  const { t } = useTranslation(['attributes', 'common']);
  const result = useAttributeGroups();
  const reorder = useReorderAttributeGroups();
  const remove = useDeleteAttributeGroup();

  const moveTo = (groups: AttributeGroup[], index: number, to: number) => {
    const ids = groups.map((group) => group.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids);
  };

  return (
    <EntityListPage
      testId="attribute-groups-page"
      title={title}
      description={t('groups.description')}
      actions={
        <Button asChild variant="outline">
          <Link to="/products/attributes">{t('toAttributes')}</Link>
        </Button>
      }
      create={{ label: t('groups.create'), testId: 'group-create' }}
      result={result}
      error={{ title: t('groups.loadError') }}
      empty={{ filtered: false, title: t('groups.empty') }}
      form={(dialog) => <GroupFormDialog {...dialog} categoryPicker={categoryPicker} />}
      remove={{
        title: (group) => t('groups.deleteTitle', { name: group.name }),
        description: t('groups.deleteDescription'),
        confirmLabel: t('deleteDialog.confirm'),
        run: (group) => remove.mutateAsync(group.id),
      }}
    >
      {(groups, { edit, remove: askDelete }) => (
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
                    onClick={() => moveTo(groups, index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('groups.down', { name: group.name })}
                    disabled={index === groups.length - 1 || reorder.isPending}
                    onClick={() => moveTo(groups, index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('editNamed', { name: group.name })}
                    onClick={() => edit(group)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('deleteNamed', { name: group.name })}
                    onClick={() => askDelete(group)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </EntityListPage>
  );
}
