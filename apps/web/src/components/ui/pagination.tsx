import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PaginationMeta } from '@supplier/contracts/common';
import { Button } from '@/components/ui/button';

/** Previous / next with "page X of Y" for a server-paginated list; hidden with a single page. */
export function Pagination({
  meta,
  onPage,
  disabled = false,
  label,
  testId = 'pagination',
}: {
  meta: PaginationMeta;
  onPage(page: number): void;
  disabled?: boolean;
  /** The navigation's accessible name, when the page holds more than one list. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const last = Math.max(1, meta.last_page);
  if (last <= 1 && meta.current_page <= 1) return null;
  const page = Math.min(meta.current_page, last);
  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
      data-testid={testId}
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t('pagination.page', { page, last })} · {t('pagination.total', { count: meta.total })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
          <ChevronLeft aria-hidden />
          {t('pagination.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={disabled || page >= last}>
          {t('pagination.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
