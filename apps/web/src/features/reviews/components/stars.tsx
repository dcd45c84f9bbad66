import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/number-format';

/** A rating as five stars (filled to the nearest half), read out as «4,5 з 5». */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const rounded = Math.round(value * 2) / 2;
  const label = t('stars', { rating: formatNumber(value) });
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className="relative inline-block size-4" aria-hidden>
          <Star className="absolute inset-0 size-4 text-muted-foreground/40" />
          {rounded >= n - 0.5 && (
            <span className={cn('absolute inset-0 overflow-hidden', rounded === n - 0.5 && 'w-1/2')}>
              <Star className="size-4 fill-amber-400 text-amber-500" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
