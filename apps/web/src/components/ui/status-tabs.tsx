import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/number-format';

/**
 * A list's status tabs with how many rows each holds (orders, returns). One Tab stop for all of
 * them (the chosen one); the arrows, Home and End move between them. Tabs are `<prefix>-tab-<tab>`,
 * their counts `<prefix>-tab-count-<tab>`.
 */
export function StatusTabs<Tab extends string>({
  tabs,
  value,
  counts,
  label,
  tabLabel,
  onChange,
  testIdPrefix,
}: {
  tabs: readonly Tab[];
  value: Tab;
  counts: Record<Tab, number> | undefined;
  /** The tab list's accessible name. */
  label: string;
  tabLabel(tab: Tab): string;
  onChange(tab: Tab): void;
  testIdPrefix: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(value);
    const last = tabs.length - 1;
    const to = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onChange(tabs[to]!);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${tabs[to]}"]`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-1 border-b border-border"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
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
          data-testid={`${testIdPrefix}-tab-${tab}`}
        >
          {tabLabel(tab)}
          {counts && (
            <span
              className="rounded-full bg-muted px-1.5 text-xs text-foreground/80 tabular-nums"
              data-testid={`${testIdPrefix}-tab-count-${tab}`}
            >
              {formatNumber(counts[tab])}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
