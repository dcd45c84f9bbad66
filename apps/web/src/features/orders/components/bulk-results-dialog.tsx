import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { BulkOutcome } from '../hooks/use-bulk-orders';

/** The outcome of a bulk action, one line per order; the failed ones in red. */
export function BulkResultsDialog({ outcome, onClose }: { outcome: BulkOutcome | null; onClose(): void }) {
  const { t } = useTranslation(['orders', 'common']);
  const kind = outcome?.kind;
  const counts = {
    done: outcome?.data.filter((r) => r.ok).length ?? 0,
    failed: outcome?.data.filter((r) => !r.ok).length ?? 0,
  };
  const title =
    kind === 'processing'
      ? t('bulk.acceptTitle')
      : kind === 'waybills' || !kind
        ? t('bulk.resultsTitle')
        : t('bulk.statusTitle', { status: t(`status.${kind}`) });
  const summary =
    kind === 'processing'
      ? t('bulk.acceptSummary', counts)
      : kind === 'waybills'
        ? t('bulk.resultsSummary', counts)
        : t('bulk.statusSummary', counts);
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="orders-bulk-results" data-kind={kind}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm">
          {outcome?.data.map((result) => (
            <li
              key={result.id}
              className={result.ok ? '' : 'text-destructive'}
              data-testid="orders-bulk-result"
              data-ok={result.ok}
            >
              <span className="font-medium">
                {result.number ? t('list.numberShort', { number: result.number }) : `#${result.id}`}
              </span>{' '}
              — {result.message}
            </li>
          ))}
        </ul>
        {counts.failed > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="orders-bulk-kept">
            {t('bulk.failedKept', { count: counts.failed })}
          </p>
        )}
        <DialogFooter>
          <Button onClick={onClose}>{t('common:close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
