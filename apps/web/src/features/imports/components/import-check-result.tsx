import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { ImportCheck, ImportCounts } from '@supplier/contracts/imports';
import { Alert, AlertContent } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ProblemsTable } from './problems-table';

const COUNTS: (keyof ImportCounts)[] = ['create', 'update', 'unchanged', 'skip'];

/** What applying the checked feed would do: the counts, its categories and every problem. */
export function ImportCheckResult({ check }: { check: ImportCheck }) {
  const { t } = useTranslation('imports');
  return (
    <div className="grid gap-4" data-testid="import-check">
      <p className="text-sm text-muted-foreground">
        {t('result.summary', { file: check.file_name, count: check.offers })}
      </p>
      {check.broken && (
        <Alert variant="destructive" role="alert" data-testid="import-broken">
          <AlertTriangle aria-hidden />
          <AlertContent>{t('result.broken', { line: check.broken.line })}</AlertContent>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map((key) => (
          <div key={key} className="rounded-lg border border-border bg-card p-3" data-testid={`import-count-${key}`}>
            <dt className="text-sm text-muted-foreground">{t(`counts.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{check.counts[key].toLocaleString('uk-UA')}</dd>
          </div>
        ))}
      </dl>

      {check.categories.length > 0 && (
        <section className="grid gap-2" aria-labelledby="import-categories">
          <h2 id="import-categories" className="font-semibold">
            {t('categories.title')}
          </h2>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm" data-testid="import-categories">
              <thead className="bg-muted/50">
                <tr>
                  <th className="p-2 font-medium">{t('categories.feed')}</th>
                  <th className="p-2 text-right font-medium">{t('categories.offers')}</th>
                  <th className="p-2 font-medium">{t('categories.marketplace')}</th>
                </tr>
              </thead>
              <tbody>
                {check.categories.map((category) => (
                  <tr key={category.id} className="border-t border-border">
                    <td className="p-2 break-words">{category.path}</td>
                    <td className="p-2 text-right tabular-nums">{category.offers.toLocaleString('uk-UA')}</td>
                    <td className="p-2 break-words">
                      {category.category ? (
                        category.category.path
                      ) : (
                        <Badge variant="warning">{t('categories.unmapped')}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <ProblemsTable problems={check.problems} total={check.problems_total} />
    </div>
  );
}
