import { useTranslation } from 'react-i18next';
import { Ban, Pencil } from 'lucide-react';
import type { ImportCategory } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CategoryChoice } from './mapping-choices';
import { formatNumber } from '@/lib/number-format';

/**
 * Where a feed category's choice comes from: the supplier's own on this screen, remembered from
 * an earlier run, or the suggestion (with why and how sure).
 */
function ChoiceState({ category, own }: { category: ImportCategory; own: boolean }) {
  const { t } = useTranslation('imports');
  if (own) {
    return (
      <Badge variant="default" data-testid="import-category-state" data-state="own">
        {t('categories.own')}
      </Badge>
    );
  }
  if (category.confirmed) {
    return (
      <Badge variant="success" data-testid="import-category-state" data-state="confirmed">
        {t('categories.confirmed')}
      </Badge>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="outline" data-testid="import-category-state" data-state="suggested">
        {t('categories.suggested')}
      </Badge>
      {category.suggestion && (
        <span className="text-xs text-muted-foreground" data-testid="import-category-why">
          {t('categories.why', { why: category.suggestion.why, confidence: category.suggestion.confidence })}
        </span>
      )}
    </span>
  );
}

/**
 * One feed category as a card: its path and offers, the marketplace category it goes to and
 * where that choice comes from, and its actions (a full-width stack on a phone, a row wider). A
 * group of subcategories without offers of its own needs no category: it may give one to them.
 */
export function CategoryMappingRow({
  category,
  choice,
  own,
  subcategories,
  onChange,
  onExclude,
}: {
  category: ImportCategory;
  choice: CategoryChoice;
  own: boolean;
  /** Its subcategories in the feed. */
  subcategories: number;
  onChange: () => void;
  onExclude: () => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)] gap-2 border-b border-border p-3 last:border-b-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] md:items-center md:gap-4"
      data-testid="import-category"
      data-key={category.key}
      data-offers={category.offers}
    >
      <div className="min-w-0">
        <p className="font-medium break-words">{category.path}</p>
        <p className="text-xs text-muted-foreground">
          {t('categories.offersCount', {
            count: category.offers,
            formatted: formatNumber(category.offers),
          })}
        </p>
      </div>
      <div className="grid min-w-0 justify-items-start gap-1 text-sm">
        {choice ? (
          <span className="break-words" data-testid="import-category-choice">
            {choice.path}
          </span>
        ) : choice === null ? (
          <Badge variant="secondary">{t('categories.excluded')}</Badge>
        ) : category.offers === 0 && subcategories > 0 ? (
          <Badge variant="secondary">{t('categories.group', { count: subcategories })}</Badge>
        ) : (
          <Badge variant="warning">{t('categories.unmapped')}</Badge>
        )}
        {choice !== undefined && <ChoiceState category={category} own={own} />}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onChange}
          aria-label={t('categories.change', { category: category.path })}
          data-testid="import-category-change"
        >
          <Pencil aria-hidden />
          {choice ? t('categories.changeShort') : t('categories.pickShort')}
        </Button>
        {choice !== null && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onExclude}
            aria-label={t('categories.exclude', { category: category.path })}
            data-testid="import-category-exclude"
          >
            <Ban aria-hidden />
            {t('categories.excludeShort')}
          </Button>
        )}
      </div>
    </li>
  );
}
