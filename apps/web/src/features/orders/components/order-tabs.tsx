import { useTranslation } from 'react-i18next';
import { orderTabs, type OrderCounts, type OrderTab } from '@supplier/contracts/orders';
import { cn } from '@/lib/cn';

/** The status tabs with how many orders each holds (live: the counts follow order events). */
export function OrderTabs({
  value,
  counts,
  onChange,
}: {
  value: OrderTab;
  counts: OrderCounts | undefined;
  onChange(tab: OrderTab): void;
}) {
  const { t } = useTranslation('orders');
  return (
    <div role="tablist" aria-label={t('list.tabs')} className="flex flex-wrap gap-1 border-b border-border">
      {orderTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          className={cn(
            '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
            value === tab
              ? 'border-primary font-medium text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
          data-testid={`orders-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
          {counts && (
            <span
              className="rounded-full bg-muted px-1.5 text-xs text-foreground/80 tabular-nums"
              data-testid={`orders-tab-count-${tab}`}
            >
              {counts[tab].toLocaleString('uk-UA')}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
