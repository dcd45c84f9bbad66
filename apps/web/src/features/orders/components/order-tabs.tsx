import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderTabs, type OrderCounts, type OrderTab } from '@supplier/contracts/orders';
import { cn } from '@/lib/cn';

/**
 * The status tabs with how many orders each holds (live: the counts follow order events). One Tab
 * stop for all of them (the chosen one); the arrows, Home and End move between them.
 */
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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = orderTabs.indexOf(value);
    const last = orderTabs.length - 1;
    const to = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onChange(orderTabs[to]!);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${orderTabs[to]}"]`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('list.tabs')}
      className="flex flex-wrap gap-1 border-b border-border"
      onKeyDown={onKeyDown}
    >
      {orderTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          tabIndex={value === tab ? 0 : -1}
          data-tab={tab}
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
