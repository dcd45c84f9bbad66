import { useTranslation } from 'react-i18next';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { PER_PAGE_CHOICES } from '../lib/list-params';

/** How many products a page shows. */
export function PerPageSelect({ value, onChange }: { value: number; onChange(perPage: number): void }) {
  const { t } = useTranslation('products');
  return (
    <select
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      aria-label={t('list.perPage')}
      className={cn(inputClassName, 'w-auto')}
      data-testid="products-per-page"
    >
      {PER_PAGE_CHOICES.map((size) => (
        <option key={size} value={size}>
          {t('list.perPageOption', { count: size })}
        </option>
      ))}
    </select>
  );
}
