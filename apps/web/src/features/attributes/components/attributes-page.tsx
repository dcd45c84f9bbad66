import { useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import { attributeTypes, type Attribute, type AttributeType } from '@supplier/contracts/attributes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { inputClassName } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../api/get-attributes';
import { useDebounced } from '@/lib/use-debounced';
import { AttributeFormDialog } from './attribute-form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const PER_PAGE = 50;

/** `Атрибути`: the supplier's attributes with search, type filter, create, edit and delete. */
export function AttributesPage({ title }: { title: string }) {
  const { t } = useTranslation(['attributes', 'common']);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AttributeType | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Attribute | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Attribute | null>(null);
  const remove = useDeleteAttribute();
  const q = useDebounced(search.trim(), 300);
  const { data, isPending, isError, isPlaceholderData } = useAttributes({
    q: q || undefined,
    type: type || undefined,
    page,
    per_page: PER_PAGE,
  });

  let body;
  if (isPending) {
    body = <Skeleton className="h-48 rounded-xl" />;
  } else if (isError || !data) {
    body = (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <CircleAlert className="size-4" aria-hidden />
        {t('loadError')}
      </p>
    );
  } else if (data.data.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-sm text-muted-foreground">
        {q || type ? t('empty.filtered') : t('empty.title')}
      </div>
    );
  } else {
    body = (
      <div className={cn('overflow-x-auto rounded-xl border border-border bg-card', isPlaceholderData && 'opacity-60')}>
        <table className="w-full text-sm" data-testid="attributes-table">
          <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="px-4 py-2 font-medium">{t('fields.name')}</th>
              <th className="px-4 py-2 font-medium">{t('fields.type')}</th>
              <th className="hidden px-4 py-2 font-medium md:table-cell">{t('fields.options')}</th>
              <th className="px-4 py-2 font-medium">{t('usage')}</th>
              <th className="px-4 py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((attribute) => (
              <tr key={attribute.id} className="border-b border-border last:border-b-0" data-testid="attribute-row">
                <td className="px-4 py-2">
                  <span className="line-clamp-2 font-medium [overflow-wrap:anywhere]" title={attribute.name}>
                    {attribute.name}
                  </span>
                  {attribute.unit && <span className="text-muted-foreground">, {attribute.unit}</span>}
                  {attribute.required && (
                    <Badge variant="secondary" className="ml-2">
                      {t('requiredBadge')}
                    </Badge>
                  )}
                </td>
                <td className="px-4 py-2">{t(`types.${attribute.type}`)}</td>
                <td
                  className="hidden max-w-xs truncate px-4 py-2 text-muted-foreground md:table-cell"
                  title={attribute.options.join(', ') || undefined}
                >
                  {attribute.options.join(', ') || '—'}
                </td>
                <td className="px-4 py-2 text-muted-foreground">
                  {t('usageText', { groups: attribute.groups_count, products: attribute.products_count })}
                </td>
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('editNamed', { name: attribute.name })}
                      onClick={() => setEditing(attribute)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('deleteNamed', { name: attribute.name })}
                      onClick={() => setDeleting(attribute)}
                      data-testid="attribute-delete"
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination meta={data.meta} onPage={setPage} disabled={isPlaceholderData} label={t('pagination.label')} />
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-4" data-testid="attributes-page">
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/products/attribute-groups">{t('toGroups')}</Link>
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="attribute-create">
              <Plus aria-hidden />
              {t('create')}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap gap-2">
        <SearchInput
          className="min-w-60 flex-1 sm:max-w-sm"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('search')}
          aria-label={t('search')}
        />
        <select
          value={type}
          onChange={(event) => {
            setType(event.target.value as AttributeType | '');
            setPage(1);
          }}
          aria-label={t('fields.type')}
          className={cn(inputClassName, 'w-auto')}
        >
          <option value="">{t('allTypes')}</option>
          {attributeTypes.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
      <AttributeFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        attribute={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteDialog.title', { name: deleting?.name ?? '' })}
        description={t('deleteDialog.description')}
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
