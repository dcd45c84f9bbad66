import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCheck, CircleCheck, Download, PackageCheck, Printer, Send, Store, Truck, X } from 'lucide-react';
import {
  cancelReasons,
  ORDER_CANCEL_COMMENT_MAX,
  ORDERS_PATHS,
  ordersEndpointSchemas,
  PICK_LIST_MAX_ORDERS,
  type OrderListItem,
} from '@supplier/contracts/orders';
import { apiDownload } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import type { RowSelection } from '@/lib/use-row-selection';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { BULK_MOVES, rowsFor, type BulkMove, type BulkOrders } from '../hooks/use-bulk-orders';
import { PrintStickersButton } from './print-stickers-button';

const printLink = (kind: 'pick' | 'slips', ids: number[]) => `/orders/print?kind=${kind}&ids=${ids.join(',')}`;

const MOVE_ICONS = {
  processing: CheckCheck,
  confirmed: CircleCheck,
  shipped: Send,
  awaiting_pickup: Store,
  completed: PackageCheck,
  cancelled: Ban,
} as const;

const ignore = () => undefined; // a refusal of the whole call is shown as a toast

/**
 * What can be done to the ticked orders at once: the status moves some of them allow (each with
 * how many), waybills, stickers, the pick list, packing slips, export. A move is sent for the
 * ticked orders that allow it; the outcome dialog (`BulkResultsDialog`) shows each.
 */
export function OrdersBulkBar({
  selection,
  rows,
  bulk,
}: {
  selection: RowSelection;
  /** The page's orders (the ticked ones are among them). */
  rows: OrderListItem[];
  bulk: BulkOrders;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const manages = useCan(ordersEndpointSchemas.changeOrdersStatus);
  const picks = useCan(ordersEndpointSchemas.createOrderWaybills);
  const { ids } = selection;
  if (ids.length === 0) return null;
  const ticked = rows.filter((row) => selection.has(row.id));
  const moves = (manages ? BULK_MOVES : [])
    .map((move) => ({ move, ids: rowsFor(ticked, move).map((row) => row.id) }))
    .filter((option) => option.ids.length > 0);
  const idsFor = (move: BulkMove) => moves.find((option) => option.move === move)?.ids ?? [];
  const printable = ids.slice(0, PICK_LIST_MAX_ORDERS);
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    apiDownload(ORDERS_PATHS.export, { ids: ids.join(','), format })
      .catch(ignore)
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
      {moves.map(({ move, ids: movable }) => {
        const Icon = MOVE_ICONS[move];
        const label = t(move === 'processing' ? 'bulk.accept' : `bulk.moves.${move}`);
        return (
          <Button
            key={move}
            size="sm"
            variant={move === 'cancelled' ? 'outline' : 'default'}
            disabled={bulk.busy}
            aria-label={t('bulk.moveLabel', { action: label, count: movable.length })}
            onClick={() => (move === 'cancelled' ? setCancelling(true) : bulk.run(move, movable).catch(ignore))}
            data-testid={move === 'processing' ? 'orders-bulk-accept' : `orders-bulk-${move}`}
          >
            <Icon aria-hidden />
            {label}
            {movable.length !== ids.length && (
              <span className="rounded-full bg-background/30 px-1.5 text-xs tabular-nums">{movable.length}</span>
            )}
          </Button>
        );
      })}
      {picks && (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={bulk.busy}
            onClick={() => bulk.run('waybills', ids).catch(ignore)}
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
          <PrintStickersButton ids={ids} />
        </>
      )}
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
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        texts={{
          title: t('bulk.cancelTitle', { count: idsFor('cancelled').length }),
          description: t('cancel.description'),
          reason: t('cancel.reason'),
          chooseReason: t('cancel.chooseReason'),
          reasonRequired: t('cancel.reasonRequired'),
          comment: t('cancel.comment'),
          cancel: t('cancel.keep'),
          submit: t('bulk.cancelSubmit'),
        }}
        reasons={cancelReasons.map((value) => ({ value, label: t(`cancelReasons.${value}`) }))}
        commentMax={ORDER_CANCEL_COMMENT_MAX}
        busy={bulk.busy}
        error={null}
        destructive
        testIds={{
          dialog: 'orders-bulk-cancel-dialog',
          reason: 'cancel-reason',
          comment: 'cancel-comment',
          error: 'cancel-error',
          submit: 'cancel-confirm',
        }}
        onSubmit={(reason, comment) => {
          setCancelling(false);
          bulk.run('cancelled', idsFor('cancelled'), { reason, comment }).catch(ignore);
        }}
      />
    </div>
  );
}
