import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Pencil } from 'lucide-react';
import type { ImportCategory, ImportCheck } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useImportAttributes } from '../api/imports';
import type { CategoryChoice, MappingChoices, ParamChoice } from './mapping-choices';

/** Lets the page put the marketplace category picker here (categories are another feature). */
export type ImportCategoryPicker = (props: { onPick: (category: { id: number; path: string }) => void }) => ReactNode;

/** A feed param or an attribute by its name, with its unit when it has one. */
const labelOf = ({ name, unit }: { name: string; unit: string | null }) => (unit ? `${name} (${unit})` : name);

/** The marketplace category a feed category goes to, and whether that is confirmed or a suggestion. */
function CategoryChoiceCell({ category, choice }: { category: ImportCategory; choice: CategoryChoice | undefined }) {
  const { t } = useTranslation('imports');
  const changed =
    (choice?.id ?? null) !== (category.category?.id ?? null) ||
    (choice === undefined) !== (!category.category && !category.confirmed);
  return (
    <div className="grid justify-items-start gap-1">
      {choice ? (
        <span data-testid="import-category-choice">{choice.path}</span>
      ) : choice === null ? (
        <Badge variant="secondary">{t('categories.excluded')}</Badge>
      ) : (
        <Badge variant="warning">{t('categories.unmapped')}</Badge>
      )}
      {choice !== undefined && (
        <Badge variant={category.confirmed && !changed ? 'success' : 'outline'} data-testid="import-category-state">
          {category.confirmed && !changed ? t('categories.confirmed') : t('categories.suggested')}
        </Badge>
      )}
    </div>
  );
}

/**
 * The mapping of a feed, before it is applied: each feed category with the marketplace category
 * suggested (by name and path) or confirmed before, which the supplier may change or leave out;
 * each feed param with the attribute it fills. Applying confirms them, and later runs remember.
 */
export function ImportMappings({
  check,
  choices,
  onChange,
  categoryPicker,
}: {
  check: ImportCheck;
  choices: MappingChoices;
  onChange: (next: MappingChoices) => void;
  categoryPicker: ImportCategoryPicker;
}) {
  const { t } = useTranslation('imports');
  const [picking, setPicking] = useState<string | null>(null);
  const attributes = useImportAttributes(check.params.length > 0);
  const known = attributes.data?.data ?? [];
  const pickingCategory = check.categories.find((c) => c.key === picking);
  const setCategory = (key: string, choice: CategoryChoice) =>
    onChange({ ...choices, categories: { ...choices.categories, [key]: choice } });

  return (
    <>
      {check.categories.length > 0 && (
        <section className="grid gap-2" aria-labelledby="import-categories">
          <h2 id="import-categories" className="font-semibold">
            {t('categories.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('categories.hint')}</p>
          <DataTable
            caption={t('categories.title')}
            testId="import-categories"
            rows={check.categories}
            rowKey={(category) => category.id}
            rowProps={(category) => ({ 'data-testid': 'import-category', 'data-key': category.key })}
            columns={[
              {
                id: 'feed',
                header: t('categories.feed'),
                className: 'px-3 break-words',
                cell: (category) => category.path,
              },
              {
                id: 'offers',
                header: t('categories.offers'),
                className: 'px-3 text-right tabular-nums',
                cell: (category) => category.offers.toLocaleString('uk-UA'),
              },
              {
                id: 'marketplace',
                header: t('categories.marketplace'),
                className: 'px-3 break-words',
                cell: (category) => (
                  <CategoryChoiceCell category={category} choice={choices.categories[category.key]} />
                ),
              },
              {
                id: 'actions',
                header: <span className="sr-only">{t('categories.actions')}</span>,
                className: 'px-3',
                cell: (category) => (
                  <div className="flex flex-wrap gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setPicking(category.key)}
                      aria-label={t('categories.change', { category: category.path })}
                      data-testid="import-category-change"
                    >
                      <Pencil aria-hidden />
                      {t('categories.changeShort')}
                    </Button>
                    {choices.categories[category.key] !== null && (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => setCategory(category.key, null)}
                        aria-label={t('categories.exclude', { category: category.path })}
                        data-testid="import-category-exclude"
                      >
                        <Ban aria-hidden />
                        {t('categories.excludeShort')}
                      </Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        </section>
      )}

      {check.params.length > 0 && (
        <section className="grid gap-2" aria-labelledby="import-params">
          <h2 id="import-params" className="font-semibold">
            {t('params.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('params.hint')}</p>
          <DataTable
            caption={t('params.title')}
            testId="import-params"
            rows={check.params}
            rowKey={(param) => param.key}
            rowProps={() => ({ 'data-testid': 'import-param' })}
            columns={[
              {
                id: 'feed',
                header: t('params.feed'),
                className: 'px-3 break-words',
                cell: (param) => labelOf(param),
              },
              {
                id: 'offers',
                header: t('categories.offers'),
                className: 'px-3 text-right tabular-nums',
                cell: (param) => param.offers.toLocaleString('uk-UA'),
              },
              {
                id: 'attribute',
                header: t('params.attribute'),
                className: 'px-3',
                cell: (param) => {
                  const choice = choices.params[param.key] ?? 'new';
                  const suggested = param.attribute && !known.some((a) => a.id === param.attribute!.id);
                  return (
                    <select
                      className="h-9 w-full max-w-64 rounded-md border border-input bg-background px-2 text-sm"
                      aria-label={t('params.choose', { param: labelOf(param) })}
                      value={String(choice)}
                      onChange={(event) => {
                        const value = event.target.value;
                        const next: ParamChoice = value === 'new' ? 'new' : value === 'null' ? null : Number(value);
                        onChange({ ...choices, params: { ...choices.params, [param.key]: next } });
                      }}
                      data-testid="import-param-choice"
                    >
                      <option value="new">{t('params.new', { name: param.name })}</option>
                      <option value="null">{t('params.skip')}</option>
                      {suggested && <option value={param.attribute!.id}>{param.attribute!.name}</option>}
                      {known.map((attribute) => (
                        <option key={attribute.id} value={attribute.id}>
                          {labelOf(attribute)}
                        </option>
                      ))}
                    </select>
                  );
                },
              },
            ]}
          />
        </section>
      )}

      <Dialog open={picking !== null} onOpenChange={(open) => !open && setPicking(null)}>
        <DialogContent className="max-w-lg" data-testid="import-category-dialog">
          <DialogHeader>
            <DialogTitle>{t('categories.pickTitle')}</DialogTitle>
            <DialogDescription>{pickingCategory?.path}</DialogDescription>
          </DialogHeader>
          {picking !== null &&
            categoryPicker({
              onPick: (category) => {
                setCategory(picking, category);
                setPicking(null);
              },
            })}
        </DialogContent>
      </Dialog>
    </>
  );
}
