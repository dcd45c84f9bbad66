import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import {
  nextStatuses,
  ordersEndpointSchemas,
  type CancelReason,
  type OrderDetail,
  type OrderStatus,
} from '@supplier/contracts/orders';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useChangeOrderStatus } from '../api/change-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

/** Moves that end or reverse the order: asked about first, drawn apart from the way forward. */
const ASKED: OrderStatus[] = ['cancelled', 'returned'];

/**
 * The status buttons the order allows now (the contracts' transitions for its carrier). A move
 * someone else made first (409) says so and shows the fresh order; a refusal (422) shows the
 * server's words.
 */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const change = useChangeOrderStatus(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [returnOpen, setReturnOpen] = useState(false);
  // a member whose role does not process orders (the warehouse, the accountant) sees none
  const next = useCan(ordersEndpointSchemas.changeOrderStatus)
    ? nextStatuses(order.status, order.delivery.carrier)
    : [];

  /** Resolves when done or refused by a conflict (shown on the page); rejects with other refusals. */
  const move = async (to: OrderStatus, extra: { reason?: CancelReason; comment?: string } = {}) => {
    setProblem(null);
    try {
      const saved = await change.mutateAsync({ to, version: order.version, ...extra });
      toast({
        variant: 'successful',
        description: saved.message || t('statusChanged', { status: t(`status.${saved.data.status}`) }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem(t('detail.conflict'));
        return;
      }
      throw error;
    }
  };

  if (next.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('detail.noActions')}</p>;
  }
  return (
    <div className="grid gap-3" data-testid="order-actions">
      {problem && (
        <Alert variant="warning" role="alert" data-testid="order-action-problem">
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>{problem}</AlertDescription>
          </AlertContent>
        </Alert>
      )}
      <div role="group" aria-label={t('detail.actions')} className="flex flex-wrap gap-2">
        {next
          .filter((to) => !ASKED.includes(to))
          .map((to, index) => (
            <Button
              key={to}
              variant={index === 0 ? 'default' : 'outline'}
              disabled={change.isPending}
              onClick={() => move(to).catch((error: unknown) => setProblem(errorMessages(error).join(' ')))}
              data-testid={`order-action-${to}`}
            >
              {t(`actions.${to}`)}
            </Button>
          ))}
        {next.includes('returned') && (
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => setReturnOpen(true)}
            data-testid="order-action-returned"
          >
            {t('actions.returned')}
          </Button>
        )}
        {next.includes('cancelled') && (
          <Button
            variant="outline"
            className="text-destructive"
            disabled={change.isPending}
            onClick={() => {
              setCancelError(null);
              setCancelOpen(true);
            }}
            data-testid="order-action-cancelled"
          >
            {t('actions.cancelled')}
          </Button>
        )}
      </div>
      <CancelOrderDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        number={order.number}
        busy={change.isPending}
        error={cancelError}
        onConfirm={(reason, comment) => {
          setCancelError(null);
          move('cancelled', { reason, ...(comment ? { comment } : {}) }).then(
            () => setCancelOpen(false),
            (error: unknown) => setCancelError(errorMessages(error).join(' ')),
          );
        }}
      />
      <ConfirmDialog
        open={returnOpen}
        onOpenChange={setReturnOpen}
        title={t('actions.returned')}
        description={t('returnConfirm', { number: order.number })}
        confirmLabel={t('actions.returned')}
        onConfirm={() => move('returned')}
      />
    </div>
  );
}
