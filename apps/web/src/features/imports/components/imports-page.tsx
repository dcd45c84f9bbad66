import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { IMPORT_OPEN_STATUSES, type ImportStatus, type ProductImport } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { useCancelImport, useImports, useImportsLive } from '../api/imports';
import { ImportReportDialog } from './import-report-dialog';
import { ImportSources } from './import-sources';

const STATUS_VARIANT: Record<
  ImportStatus,
  'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning'
> = {
  queued: 'secondary',
  running: 'warning',
  done: 'success',
  failed: 'destructive',
  cancelled: 'outline',
};

function Progress({ run }: { run: ProductImport }) {
  const { t } = useTranslation('imports');
  const share = run.total ? Math.round((run.processed / run.total) * 100) : 0;
  return (
    <div className="grid min-w-32 gap-1">
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t('list.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${share}%` }} />
      </div>
      <span className="text-xs text-muted-foreground tabular-nums">
        {run.total === null ? t('list.checking') : t('list.processed', { done: run.processed, total: run.total })}
      </span>
    </div>
  );
}

/** One run: file and time, status with progress, counts, and what can be done with it. */
function RunCard({ run, onCancel, onReport }: { run: ProductImport; onCancel(): void; onReport(): void }) {
  const { t } = useTranslation('imports');
  const open = IMPORT_OPEN_STATUSES.includes(run.status);
  return (
    <li
      className="grid gap-3 rounded-xl border border-border bg-card p-4 md:grid-cols-[minmax(0,2fr)_minmax(8rem,1fr)_minmax(0,2fr)_auto] md:items-center"
      data-testid="import-run"
      data-status={run.status}
    >
      <div className="min-w-0">
        <p className="font-medium break-words" data-seller-data>
          {run.file_name}
        </p>
        <p className="text-sm text-muted-foreground">
          {formatDateTime(run.created_at)} ·{' '}
          <span data-testid="import-run-trigger" data-trigger={run.trigger}>
            {t(`list.trigger.${run.trigger}`)}
          </span>
        </p>
      </div>
      <div className="grid gap-2">
        <Badge variant={STATUS_VARIANT[run.status]} data-testid="import-run-status">
          {t(`status.${run.status}`)}
        </Badge>
        {open && <Progress run={run} />}
      </div>
      <p className="text-sm" data-testid="import-run-counts">
        {t('list.counts', {
          create: run.counts.create,
          update: run.counts.update,
          unchanged: run.counts.unchanged,
          skip: run.counts.skip,
        })}
        {run.deactivate_missing && run.status === 'done' && (
          <span className="mt-1 block" data-testid="import-run-deactivated">
            {t('list.deactivated', { count: run.deactivated })}
          </span>
        )}
        {run.error && <span className="mt-1 block text-destructive">{run.error}</span>}
      </p>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button variant="outline" size="sm" onClick={onReport} data-testid="import-run-report">
          {t('list.report', { count: run.problems_total })}
        </Button>
        {open && (
          <Button variant="ghost" size="sm" onClick={onCancel} data-testid="import-run-cancel">
            {t('list.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * `products/imports` (`Список імпортів`): the feed URLs kept in sync («Джерела»), then every run
 * with live progress, its report, and cancel.
 */
export function ImportsPage({ title }: { title: string }) {
  const { t } = useTranslation('imports');
  const imports = useImports();
  useImportsLive(imports.data?.data);
  const cancel = useCancelImport();
  const [cancelling, setCancelling] = useState<ProductImport | null>(null);
  const [report, setReport] = useState<number | null>(null);

  return (
    <section className="flex flex-col gap-4" data-testid="imports-page">
      <PageHeader
        title={title}
        description={t('list.description')}
        actions={
          <Button asChild>
            <Link to="/products/import" data-testid="imports-new">
              <FileUp aria-hidden />
              {t('list.new')}
            </Link>
          </Button>
        }
      />
      <ImportSources />
      <h2 className="text-lg font-semibold">{t('list.runs')}</h2>
      <ListStates
        result={imports}
        loading={{ testId: 'imports-loading' }}
        error={{ title: t('list.loadError') }}
        empty={<EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} testId="imports-empty" />}
      >
        {(data) => (
          <ul className="grid gap-3" data-testid="imports-list">
            {data.data.map((run) => (
              <RunCard key={run.id} run={run} onCancel={() => setCancelling(run)} onReport={() => setReport(run.id)} />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(next) => !next && setCancelling(null)}
        title={t('cancel.title', { file: cancelling?.file_name ?? '' })}
        description={t('cancel.text')}
        confirmLabel={t('list.cancel')}
        onConfirm={() =>
          cancel
            .mutateAsync(cancelling!.id)
            .then((saved) => toast({ variant: 'successful', description: saved.message }))
        }
      />
      <ImportReportDialog id={report} onClose={() => setReport(null)} />
    </section>
  );
}
