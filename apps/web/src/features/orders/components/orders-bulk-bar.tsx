import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Printer, Truck, X } from 'lucide-react';
import { PICK_LIST_MAX_ORDERS, type BulkWaybillResponse } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreateOrderWaybills } from '../api/create-order-waybills';
import type { OrderSelection } from '../hooks/use-order-selection';

const printLink = (kind: 'pick' | 'slips', ids: number[]) => `/orders/print?kind=${kind}&ids=${ids.join(',')}`;

/** What can be done to the ticked orders at once: waybills, the pick list, packing slips. */
export function OrdersBulkBar({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation(['orders', 'common']);
  const waybills = useCreateOrderWaybills();
  const [results, setResults] = useState<BulkWaybillResponse['data'] | null>(null);
  const { ids } = selection;
  if (ids.length === 0) return null;
  const printable = ids.slice(0, PICK_LIST_MAX_ORDERS);
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
      <Button
        size="sm"
        disabled={waybills.isPending}
        onClick={() =>
          waybills.mutateAsync({ ids }).then(
            (answer) => setResults(answer.data),
            () => undefined, // the refusal is shown as a toast
          )
        }
        data-testid="orders-bulk-waybills"
      >
        <Truck aria-hidden />
        {t('bulk.waybills')}
      </Button>
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
      <Button size="sm" variant="ghost" onClick={selection.clear} data-testid="orders-bulk-clear">
        <X aria-hidden />
        {t('bulk.clear')}
      </Button>
      <Dialog open={results !== null} onOpenChange={(open) => !open && setResults(null)}>
        <DialogContent data-testid="orders-bulk-results">
          <DialogHeader>
            <DialogTitle>{t('bulk.resultsTitle')}</DialogTitle>
            <DialogDescription>
              {t('bulk.resultsSummary', {
                done: results?.filter((r) => r.ok).length ?? 0,
                failed: results?.filter((r) => !r.ok).length ?? 0,
              })}
            </DialogDescription>
          </DialogHeader>
          <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm">
            {results?.map((result) => (
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
