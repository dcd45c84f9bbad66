import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCheck } from '@supplier/contracts/imports';
import { NativeSelect } from '@/components/ui/native-select';
import { useImportAttributes } from '../api/imports';
import { AcceptSuggestions } from './accept-suggestions';
import { CategoryMappingRow } from './category-mapping-row';
import { CategoryPickDialog, type ImportCategoryPicker } from './category-pick-dialog';
import { childCounts, choose, descendantsOf, type MappingChoices, type ParamChoice } from './mapping-choices';
import { formatNumber } from '@/lib/number-format';

export type { ImportCategoryPicker } from './category-pick-dialog';

/** A feed param or an attribute by its name, with its unit when it has one. */
const labelOf = ({ name, unit }: { name: string; unit: string | null }) => (unit ? `${name} (${unit})` : name);

/**
 * The mapping of a feed, before it is applied: each feed category with the marketplace category
 * suggested (with why and how sure) or confirmed before, which the supplier may change or leave
 * out, one by one, for a parent with its subcategories, or by accepting the sure suggestions at
 * once; each feed param with the attribute it fills. Applying confirms them, and later runs remember.
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
  const children = useMemo(() => childCounts(check), [check]);

  return (
    <>
      {check.categories.length > 0 && (
        <section className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-labelledby="import-categories">
          <h2 id="import-categories" className="font-semibold">
            {t('categories.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('categories.hint')}</p>
          <AcceptSuggestions check={check} choices={choices} onChange={onChange} />
          <ul
            className="rounded-xl border border-border bg-card"
            aria-labelledby="import-categories"
            data-testid="import-categories"
          >
            {check.categories.map((category) => (
              <CategoryMappingRow
                key={category.id}
                category={category}
                choice={choices.categories[category.key]}
                own={choices.own[category.key] === true}
                subcategories={children.get(category.id) ?? 0}
                onChange={() => setPicking(category.key)}
                onExclude={() => onChange(choose(check, choices, category.key, null))}
              />
            ))}
          </ul>
        </section>
      )}

      {check.params.length > 0 && (
        <section className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-labelledby="import-params">
          <h2 id="import-params" className="font-semibold">
            {t('params.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('params.hint')}</p>
          <ul className="rounded-xl border border-border bg-card" data-testid="import-params">
            {check.params.map((param) => {
              const choice = choices.params[param.key] ?? 'new';
              const suggested = param.attribute && !known.some((a) => a.id === param.attribute!.id);
              return (
                <li
                  key={param.key}
                  className="grid grid-cols-[minmax(0,1fr)] gap-2 border-b border-border p-3 last:border-b-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center md:gap-4"
                  data-testid="import-param"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">{labelOf(param)}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('categories.offersCount', {
                        count: param.offers,
                        formatted: formatNumber(param.offers),
                      })}
                    </p>
                  </div>
                  <NativeSelect
                    className="h-9 md:max-w-72"
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
                  </NativeSelect>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {pickingCategory && (
        <CategoryPickDialog
          key={pickingCategory.key}
          category={pickingCategory}
          descendants={descendantsOf(check, pickingCategory.key)}
          categoryPicker={categoryPicker}
          onChoose={(choice, withChildren) => {
            onChange(choose(check, choices, pickingCategory.key, choice, withChildren));
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </>
  );
}
