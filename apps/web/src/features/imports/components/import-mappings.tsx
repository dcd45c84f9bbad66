import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Pencil } from 'lucide-react';
import type { ImportCheck } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useImportAttributes } from '../api/imports';
import type { CategoryChoice, MappingChoices, ParamChoice } from './mapping-choices';

/** Lets the page put the marketplace category picker here (categories are another feature). */
export type ImportCategoryPicker = (props: { onPick: (category: { id: number; path: string }) => void }) => ReactNode;

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
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm" data-testid="import-categories">
              <thead className="bg-muted/50">
                <tr>
                  <th className="p-2 font-medium">{t('categories.feed')}</th>
                  <th className="p-2 text-right font-medium">{t('categories.offers')}</th>
                  <th className="p-2 font-medium">{t('categories.marketplace')}</th>
                  <th className="p-2 font-medium">
                    <span className="sr-only">{t('categories.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {check.categories.map((category) => {
                  const choice = choices.categories[category.key];
                  const changed =
                    (choice?.id ?? null) !== (category.category?.id ?? null) ||
                    (choice === undefined) !== (!category.category && !category.confirmed);
                  return (
                    <tr
                      key={category.id}
                      className="border-t border-border align-top"
                      data-testid="import-category"
                      data-key={category.key}
                    >
                      <td className="p-2 break-words">{category.path}</td>
                      <td className="p-2 text-right tabular-nums">{category.offers.toLocaleString('uk-UA')}</td>
                      <td className="p-2 break-words">
                        <div className="grid justify-items-start gap-1">
                          {choice ? (
                            <span data-testid="import-category-choice">{choice.path}</span>
                          ) : choice === null ? (
                            <Badge variant="secondary">{t('categories.excluded')}</Badge>
                          ) : (
                            <Badge variant="warning">{t('categories.unmapped')}</Badge>
                          )}
                          {choice !== undefined && (
                            <Badge
                              variant={category.confirmed && !changed ? 'success' : 'outline'}
                              data-testid="import-category-state"
                            >
                              {category.confirmed && !changed ? t('categories.confirmed') : t('categories.suggested')}
                            </Badge>
                          )}
                        </div>
                      </td>
                      <td className="p-2">
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
                          {choice !== null && (
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
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {check.params.length > 0 && (
        <section className="grid gap-2" aria-labelledby="import-params">
          <h2 id="import-params" className="font-semibold">
            {t('params.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('params.hint')}</p>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm" data-testid="import-params">
              <thead className="bg-muted/50">
                <tr>
                  <th className="p-2 font-medium">{t('params.feed')}</th>
                  <th className="p-2 text-right font-medium">{t('categories.offers')}</th>
                  <th className="p-2 font-medium">{t('params.attribute')}</th>
                </tr>
              </thead>
              <tbody>
                {check.params.map((param) => {
                  const choice = choices.params[param.key] ?? 'new';
                  const label = param.unit ? `${param.name} (${param.unit})` : param.name;
                  const known = attributes.data?.data ?? [];
                  const suggested = param.attribute && !known.some((a) => a.id === param.attribute!.id);
                  return (
                    <tr key={param.key} className="border-t border-border" data-testid="import-param">
                      <td className="p-2 break-words">{label}</td>
                      <td className="p-2 text-right tabular-nums">{param.offers.toLocaleString('uk-UA')}</td>
                      <td className="p-2">
                        <select
                          className="h-9 w-full max-w-64 rounded-md border border-input bg-background px-2 text-sm"
                          aria-label={t('params.choose', { param: label })}
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
                              {attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
