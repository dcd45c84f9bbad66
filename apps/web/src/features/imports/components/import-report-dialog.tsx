import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { IMPORTS_PATHS } from '@supplier/contracts/imports';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryStates } from '@/components/ui/page-states';
import { apiDownload } from '@/lib/api-client';
import { useImport } from '../api/imports';
import { ProblemsTable } from './problems-table';

/** A run's report: its counts and every problem kept (the first 500). */
export function ImportReportDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation('imports');
  const run = useImport(id);
  const data = run.data?.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" data-testid="import-report">
        <DialogHeader>
          <DialogTitle>{data ? t('report.title', { file: data.file_name }) : t('report.loading')}</DialogTitle>
          <DialogDescription>
            {data
              ? t('list.counts', {
                  create: data.counts.create,
                  update: data.counts.update,
                  unchanged: data.counts.unchanged,
                  skip: data.counts.skip,
                })
              : ''}
          </DialogDescription>
        </DialogHeader>
        <QueryStates result={run} loading={{ rows: 3 }}>
          {({ data }) => (
            <>
              <div className="max-h-[55vh] overflow-y-auto">
                <ProblemsTable problems={data.problems} total={data.problems_total} />
              </div>
              {data.problems.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {(['xlsx', 'csv'] as const).map((format) => (
                    <Button
                      key={format}
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        void apiDownload(IMPORTS_PATHS.problems(data.id), { format }).catch(() => undefined)
                      }
                      data-testid={`import-report-${format}`}
                    >
                      <Download aria-hidden />
                      {t('report.download', { format: format.toUpperCase() })}
                    </Button>
                  ))}
                </div>
              )}
            </>
          )}
        </QueryStates>
      </DialogContent>
    </Dialog>
  );
}
