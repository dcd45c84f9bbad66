import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { attributeTypes, type Attribute, type AttributeType } from '@supplier/contracts/attributes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EntityListPage } from '@/components/ui/entity-list-page';
import { NativeSelect } from '@/components/ui/native-select';
import { useListSearch } from '@/lib/use-list-search';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../api/get-attributes';
import { AttributeFormDialog } from './attribute-form-dialog';

const PER_PAGE = 50;

/** `Атрибути`: the supplier's attributes with search, type filter, create, edit and delete. */
export function AttributesPage({ title }: { title: string }) {
  const { t } = useTranslation(['attributes', 'common']);
  const search = useListSearch();
  const [type, setType] = useState<AttributeType | ''>('');
  const remove = useDeleteAttribute();
  const result = useAttributes({
    q: search.query || undefined,
    type: type || undefined,
    page: search.page,
    per_page: PER_PAGE,
  });

  return (
    <EntityListPage
      testId="attributes-page"
      title={title}
      description={t('description')}
      actions={
        <Button asChild variant="outline">
          <Link to="/products/attribute-groups">{t('toGroups')}</Link>
        </Button>
      }
      create={{ label: t('create'), testId: 'attribute-create' }}
      list={{ search: { value: search.text, onChange: search.setText }, paging: { onPage: search.setPage } }}
      toolbar={{
        search: { placeholder: t('search'), label: t('search') },
        actions: (
          <NativeSelect
            value={type}
            onChange={(event) => {
              setType(event.target.value as AttributeType | '');
              search.setPage(1);
            }}
            aria-label={t('fields.type')}
            className="w-auto"
          >
            <option value="">{t('allTypes')}</option>
            {attributeTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </NativeSelect>
        ),
      }}
      result={result}
      error={{ title: t('loadError') }}
      empty={{ filtered: Boolean(search.query || type), title: t('empty.title'), filteredTitle: t('empty.filtered') }}
      pager={{ label: t('pagination.label') }}
      form={(dialog) => <AttributeFormDialog {...dialog} />}
      remove={{
        title: (attribute) => t('deleteDialog.title', { name: attribute.name }),
        description: t('deleteDialog.description'),
        confirmLabel: t('deleteDialog.confirm'),
        run: (attribute) => remove.mutateAsync(attribute.id),
      }}
    >
      {(attributes, { edit, remove: askDelete, busy }) => (
        <DataTable
          caption={title}
          columns={attributeColumns(t, edit, askDelete)}
          rows={attributes}
          rowKey={(attribute) => attribute.id}
          busy={busy}
          testId="attributes-table"
          rowProps={() => ({ 'data-testid': 'attribute-row' })}
        />
      )}
    </EntityListPage>
  );
}

function attributeColumns(
  t: TFunction<['attributes', 'common']>,
  edit: (attribute: Attribute) => void,
  askDelete: (attribute: Attribute) => void,
): DataColumn<Attribute>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      className: 'px-4',
      cell: (attribute) => (
        <>
          <span className="line-clamp-2 font-medium [overflow-wrap:anywhere]" title={attribute.name}>
            {attribute.name}
          </span>
          {attribute.unit && <span className="text-muted-foreground">, {attribute.unit}</span>}
          {attribute.required && (
            <Badge variant="secondary" className="ml-2">
              {t('requiredBadge')}
            </Badge>
          )}
        </>
      ),
    },
    { id: 'type', header: t('fields.type'), className: 'px-4', cell: (attribute) => t(`types.${attribute.type}`) },
    {
      id: 'options',
      header: t('fields.options'),
      className: 'hidden px-4 md:table-cell',
      cellClassName: 'max-w-xs truncate text-muted-foreground',
      cell: (attribute) => (
        <span title={attribute.options.join(', ') || undefined}>{attribute.options.join(', ') || '—'}</span>
      ),
    },
    {
      id: 'usage',
      header: t('usage'),
      className: 'px-4',
      cellClassName: 'text-muted-foreground',
      cell: (attribute) => t('usageText', { groups: attribute.groups_count, products: attribute.products_count }),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions')}</span>,
      className: 'px-4',
      cell: (attribute) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editNamed', { name: attribute.name })}
            onClick={() => edit(attribute)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('deleteNamed', { name: attribute.name })}
            onClick={() => askDelete(attribute)}
            data-testid="attribute-delete"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];
}
