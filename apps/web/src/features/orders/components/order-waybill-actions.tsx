import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { ORDERS_PATHS, ordersEndpointSchemas, type OrderDetail } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { apiDownload } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useOrderWaybill } from '../api/order-waybill';
import { WaybillDialog } from './waybill-dialog';

/**
 * «Створити ТТН» while the order may get one; the sticker (PDF) once it has one; «Видалити ТТН»
 * while the parcel is not handed over.
 */
export function OrderWaybillActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { remove } = useOrderWaybill(order.id);
  const [createOpen, setCreateOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const allowed = useCan(ordersEndpointSchemas.createOrderWaybill);
  const { can_create_waybill: canCreate, can_delete_waybill: canDelete, ttn } = order.delivery;
  if (!allowed || (!canCreate && !canDelete && !ttn)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canCreate && (
        <Button size="sm" onClick={() => setCreateOpen(true)} data-testid="waybill-create">
          {t('waybill.create')}
        </Button>
      )}
      {ttn && (
        <Button
          size="sm"
          variant="outline"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            apiDownload(ORDERS_PATHS.sticker(order.id))
              .catch(() => undefined) // the refusal is shown as a toast
              .finally(() => setDownloading(false));
          }}
          data-testid="waybill-sticker"
        >
          <FileDown aria-hidden />
          {t('waybill.sticker')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          onClick={() => setDeleteOpen(true)}
          data-testid="waybill-delete"
        >
          {t('waybill.delete')}
        </Button>
      )}
      <WaybillDialog order={order} open={createOpen} onOpenChange={setCreateOpen} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t('waybill.delete')}
        description={t('waybill.deleteConfirm', { ttn: order.delivery.ttn })}
        confirmLabel={t('waybill.delete')}
        onConfirm={() =>
          remove.mutateAsync().then((saved) => toast({ variant: 'successful', description: saved.message }))
        }
      />
    </div>
  );
}
