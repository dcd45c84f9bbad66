import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdFigures } from '@supplier/contracts/advertising';
import { formatHryvnias } from '@/lib/money-format';
import { formatNumber, formatPercent } from '@/lib/number-format';

export const plain = (value: number) => formatNumber(value, 2);
export const percent = (value: number) => formatPercent(value, 2);

/** The six figures of a campaign or of all, as cards. */
export function Figures({ figures, testId }: { figures: AdFigures; testId?: string }) {
  const { t } = useTranslation('advertising');
  const items: [string, string, string][] = [
    ['impressions', t('figures.impressions'), plain(figures.impressions)],
    ['clicks', t('figures.clicks'), plain(figures.clicks)],
    ['ctr', t('figures.ctr'), percent(figures.ctr)],
    ['spend', t('figures.spend'), formatHryvnias(figures.spend)],
    ['orders', t('figures.orders'), plain(figures.orders)],
    ['revenue', t('figures.revenue'), formatHryvnias(figures.revenue)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid={testId}>
      {items.map(([key, label, value]) => (
        <div key={key} className="min-w-0 rounded-xl border border-border bg-card p-3" data-figure={key}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-lg font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bordered block of the page under its heading. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}
