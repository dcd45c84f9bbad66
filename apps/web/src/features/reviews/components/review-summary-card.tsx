import { useTranslation } from 'react-i18next';
import { TrendingDown, TrendingUp } from 'lucide-react';
import type { ReviewSummary, ReviewTrendPeriod } from '@supplier/contracts/reviews';
import { Card } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/page-states';
import { useReviewSummary } from '../api/get-reviews';
import { Stars } from './stars';
import { formatNumber, numberFormat } from '@/lib/number-format';

function Trend({ period }: { period: ReviewTrendPeriod }) {
  const { t } = useTranslation('reviews');
  const change =
    period.average !== null && period.previous_average !== null ? period.average - period.previous_average : null;
  return (
    <div className="grid min-w-0 gap-1 rounded-lg bg-muted/50 p-3" data-testid={`reviews-trend-${period.days}`}>
      <p className="text-sm font-medium">{t('summary.period', { days: period.days })}</p>
      <p className="text-sm">
        {t('summary.periodCount', { count: period.count })}
        {period.average !== null && <> · {t('summary.periodAverage', { average: formatNumber(period.average) })}</>}
      </p>
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        {change !== null && change > 0 && <TrendingUp className="size-3.5 text-success" aria-hidden />}
        {change !== null && change < 0 && <TrendingDown className="size-3.5 text-destructive" aria-hidden />}
        {t('summary.previous', { days: period.days, count: period.previous_count })}
        {period.previous_average !== null && <> · {formatNumber(period.previous_average)}</>}
      </p>
    </div>
  );
}

/** The rating at a glance: average with stars, how many of each rating, and the 30/90-day trend. */
export function ReviewSummaryCard({ onRating }: { onRating(rating: number): void }) {
  const { t } = useTranslation('reviews');
  const summary = useReviewSummary();
  return (
    <QueryStates
      result={summary}
      loading={{ rows: 1, className: 'h-44 rounded-xl', testId: 'reviews-summary-loading' }}
      error={{ title: t('summary.loadError') }}
    >
      {(data) => <Summary summary={data} onRating={onRating} />}
    </QueryStates>
  );
}

function Summary({ summary, onRating }: { summary: ReviewSummary; onRating(rating: number): void }) {
  const { t } = useTranslation('reviews');
  const biggest = Math.max(1, ...Object.values(summary.distribution));
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1.2fr)]" data-testid="reviews-summary">
      <div className="grid content-start gap-1">
        <p className="text-sm text-muted-foreground">{t('summary.average')}</p>
        <p className="text-4xl font-semibold tabular-nums" data-testid="reviews-average">
          {summary.average === null
            ? '—'
            : numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.average)}
        </p>
        <Stars value={summary.average ?? 0} />
        <p className="text-sm text-muted-foreground">{t('summary.total', { count: summary.total })}</p>
        <p className="text-sm font-medium" data-testid="reviews-unanswered">
          {t('summary.unanswered', { count: summary.unanswered })}
        </p>
      </div>
      <ul className="grid content-start gap-1.5" aria-label={t('summary.distribution')}>
        {([5, 4, 3, 2, 1] as const).map((rating) => {
          const count = summary.distribution[rating];
          return (
            <li key={rating}>
              <button
                type="button"
                onClick={() => onRating(rating)}
                className="grid w-full grid-cols-[2.5rem_minmax(0,1fr)_3rem] items-center gap-2 rounded-md text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                aria-label={t('summary.ratingRow', { rating, count })}
              >
                <span className="tabular-nums">{rating} ★</span>
                <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${(count / biggest) * 100}%` }}
                  />
                </span>
                <span className="text-right text-muted-foreground tabular-nums">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid content-start gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
        <Trend period={summary.trend.d30} />
        <Trend period={summary.trend.d90} />
      </div>
    </Card>
  );
}
