import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { KeysetPaging } from '@/lib/use-keyset-paging';

/** First / previous / next under a keyset-paged list (`useKeysetPaging`). */
export function KeysetPager({
  paging,
  nextCursor,
  busy,
  label,
  testIdPrefix,
  summary,
}: {
  paging: KeysetPaging;
  nextCursor: string | null | undefined;
  /** A page is loading: the buttons wait. */
  busy: boolean;
  /** The navigation's accessible name ("Сторінки замовлень"). */
  label: string;
  testIdPrefix: string;
  /** What stands left of the buttons; the page number by default. */
  summary?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <span className="text-sm text-muted-foreground" aria-live="polite" data-testid={`${testIdPrefix}-pager-summary`}>
        {summary ?? t('pagination.pageNumber', { page: paging.page })}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {paging.page > 2 && (
          <Button variant="ghost" size="sm" onClick={paging.first}>
            {t('pagination.first')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={paging.page === 1 || busy}
          onClick={paging.previous}
          data-testid={`${testIdPrefix}-previous`}
        >
          {t('pagination.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!nextCursor || busy}
          onClick={() => nextCursor && paging.next(nextCursor)}
          data-testid={`${testIdPrefix}-next`}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
