import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';

/** The problems of a feed, by line, with their severity; `total` counts those not listed too. */
export function ProblemsTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const { t } = useTranslation('imports');
  const id = useId();
  const title = t('problems.title', { count: total });
  const more = total - problems.length;
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {problems.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="import-no-problems">
          {t('problems.none')}
        </p>
      ) : (
        <DataTable
          caption={title}
          testId="import-problems"
          rows={problems.map((problem, index) => ({ problem, index }))}
          rowKey={(row) => row.index}
          rowProps={({ problem }) => ({ 'data-testid': 'import-problem', 'data-severity': problem.severity })}
          columns={[
            {
              id: 'line',
              header: t('problems.line'),
              className: 'px-3 tabular-nums',
              cell: ({ problem }) => problem.line ?? '—',
            },
            {
              id: 'offer',
              header: t('problems.offer'),
              className: 'px-3',
              cellClassName: 'font-mono text-xs break-all',
              cell: ({ problem }) => problem.offer_id ?? '—',
            },
            {
              id: 'severity',
              header: t('problems.severity'),
              className: 'px-3',
              cell: ({ problem }) => (
                <Badge variant={problem.severity === 'error' ? 'destructive' : 'warning'}>
                  {t(`problems.${problem.severity}`)}
                </Badge>
              ),
            },
            {
              id: 'message',
              header: t('problems.message'),
              className: 'px-3 break-words',
              cell: ({ problem }) => problem.message,
            },
          ]}
        />
      )}
      {more > 0 && <p className="text-sm text-muted-foreground">{t('problems.more', { count: more })}</p>}
    </section>
  );
}
