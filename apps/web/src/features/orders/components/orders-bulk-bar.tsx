import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCheck, Download, Printer, Truck, X } from 'lucide-react';
import { ORDERS_PATHS, PICK_LIST_MAX_ORDERS } from '@supplier/contracts/orders';
import type { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { apiDownload } from '@/lib/api-client';
import type { RowSelection } from '@/lib/use-row-selection';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAcceptOrders } from '../api/accept-orders';
import { useCreateOrderWaybills } from '../api/create-order-waybills';
import { PrintStickersButton } from './print-stickers-button';

const printLink = (kind: 'pick' | 'slips', ids: number[]) => `/orders/print?kind=${kind}&ids=${ids.join(',')}`;

/** The outcome of a bulk action, one line per order. */
interface Outcome {
  kind: 'accept' | 'waybills';
  data: EndpointResponse<typeof ordersEndpoints.acceptOrders>['data'];
}

/** The actions that change the ticked orders, each answering one outcome per order. */
const BULK_ACTIONS = [
  { kind: 'accept', icon: CheckCheck },
  { kind: 'waybills', icon: Truck },
] as const;

/** What can be done to the ticked orders at once: accept, waybills, the pick list, packing slips, export. */
export function OrdersBulkBar({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation(['orders', 'common']);
  const accept = useAcceptOrders();
  const waybills = useCreateOrderWaybills();
  const [results, setResults] = useState<Outcome | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const { ids } = selection;
  if (ids.length === 0) return null;
  const printable = ids.slice(0, PICK_LIST_MAX_ORDERS);
  const busy = accept.isPending || waybills.isPending;
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    apiDownload(ORDERS_PATHS.export, { ids: ids.join(','), format })
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setExporting(null));
  };
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.toolbar')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary/5 p-2 text-sm"
      data-testid="orders-bulk-bar"
    >
      <span className="px-1 font-medium" aria-live="polite" data-testid="orders-bulk-count">
        {t('bulk.selected', { count: ids.length })}
      </span>
      {BULK_ACTIONS.map(({ kind, icon: Icon }) => (
        <Button
          key={kind}
          size="sm"
          disabled={busy}
          onClick={() =>
            (kind === 'accept' ? accept : waybills).mutateAsync({ ids }).then(
              (answer) => setResults({ kind, data: answer.data }),
              () => undefined, // the refusal is shown as a toast
            )
          }
          data-testid={`orders-bulk-${kind}`}
        >
          <Icon aria-hidden />
          {t(`bulk.${kind}`)}
        </Button>
      ))}
      <Button size="sm" variant="outline" asChild>
        <Link to={printLink('pick', printable)} data-testid="orders-bulk-pick-list">
          <Printer aria-hidden />
          {t('bulk.pickList')}
        </Link>
      </Button>
      <Button size="sm" variant="outline" asChild>
        <Link to={printLink('slips', printable)} data-testid="orders-bulk-slips">
          <Printer aria-hidden />
          {t('bulk.slips')}
        </Link>
      </Button>
      <PrintStickersButton ids={ids} />
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          disabled={exporting !== null}
          onClick={() => download(format)}
          data-testid={`orders-bulk-export-${format}`}
        >
          <Download aria-hidden />
          {t(`bulk.export_${format}`)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={selection.clear} data-testid="orders-bulk-clear">
        <X aria-hidden />
        {t('bulk.clear')}
      </Button>
      <Dialog open={results !== null} onOpenChange={(open) => !open && setResults(null)}>
        <DialogContent data-testid="orders-bulk-results">
          <DialogHeader>
            <DialogTitle>{t(results?.kind === 'accept' ? 'bulk.acceptTitle' : 'bulk.resultsTitle')}</DialogTitle>
            <DialogDescription>
              {t(results?.kind === 'accept' ? 'bulk.acceptSummary' : 'bulk.resultsSummary', {
                done: results?.data.filter((r) => r.ok).length ?? 0,
                failed: results?.data.filter((r) => !r.ok).length ?? 0,
              })}
            </DialogDescription>
          </DialogHeader>
          <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm">
            {results?.data.map((result) => (
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
          <DialogFooter>
            <Button
              onClick={() => {
                setResults(null);
                selection.clear();
              }}
            >
              {t('common:close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
