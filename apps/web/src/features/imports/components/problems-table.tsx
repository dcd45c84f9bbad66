import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';

/** The problems of a feed, by line, with their severity; `total` counts those not listed too. */
export function ProblemsTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const { t } = useTranslation('imports');
  const id = useId();
  const more = total - problems.length;
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {t('problems.title', { count: total })}
      </h2>
      {problems.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="import-no-problems">
          {t('problems.none')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm" data-testid="import-problems">
            <thead className="bg-muted/50">
              <tr>
                <th className="p-2 font-medium">{t('problems.line')}</th>
                <th className="p-2 font-medium">{t('problems.offer')}</th>
                <th className="p-2 font-medium">{t('problems.severity')}</th>
                <th className="p-2 font-medium">{t('problems.message')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr
                  key={index}
                  className="border-t border-border align-top"
                  data-testid="import-problem"
                  data-severity={problem.severity}
                >
                  <td className="p-2 tabular-nums">{problem.line ?? '—'}</td>
                  <td className="p-2 font-mono text-xs break-all">{problem.offer_id ?? '—'}</td>
                  <td className="p-2">
                    <Badge variant={problem.severity === 'error' ? 'destructive' : 'warning'}>
                      {t(`problems.${problem.severity}`)}
                    </Badge>
                  </td>
                  <td className="p-2 break-words">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more > 0 && <p className="text-sm text-muted-foreground">{t('problems.more', { count: more })}</p>}
    </section>
  );
}
