import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { ImportCheck, ImportCounts } from '@supplier/contracts/imports';
import { Alert, AlertContent } from '@/components/ui/alert';
import { ProblemsTable } from './problems-table';
import { formatNumber } from '@/lib/number-format';

const COUNTS: (keyof ImportCounts)[] = ['create', 'update', 'unchanged', 'skip'];

/**
 * What applying the checked feed would do: the counts (`counts`, as the mapping on screen makes
 * them), its mapping (`mappings`) and every problem.
 */
export function ImportCheckResult({
  check,
  counts = check.counts,
  mappings,
}: {
  check: ImportCheck;
  counts?: ImportCounts;
  mappings?: ReactNode;
}) {
  const { t } = useTranslation('imports');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="import-check">
      <p className="text-sm text-muted-foreground">
        {t('result.summary', { file: check.file_name, count: check.offers })}
      </p>
      {check.broken && (
        <Alert variant="destructive" role="alert" data-testid="import-broken">
          <AlertTriangle aria-hidden />
          <AlertContent>{t('result.broken', { line: check.broken.line })}</AlertContent>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-live="polite">
        {COUNTS.map((key) => (
          <div key={key} className="rounded-lg border border-border bg-card p-3" data-testid={`import-count-${key}`}>
            <dt className="text-sm text-muted-foreground">{t(`counts.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>

      {mappings}

      <ProblemsTable problems={check.problems} total={check.problems_total} />
    </div>
  );
}
