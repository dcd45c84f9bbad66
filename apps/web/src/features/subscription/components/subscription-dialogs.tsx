import { useTranslation } from 'react-i18next';
import { Crown, LoaderCircle, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { usePurchaseSubscription, type PurchaseContext } from '../hooks/use-purchase-subscription';

export interface SubscriptionDialogsProps {
  open: boolean;
  onClose(): void;
  /** `subscribes.supplier_panel.cost_format`, when known. */
  costFormat?: string | null;
  /** Refreshes the setup settings and reads cost and balances from them. */
  loadContext(): Promise<PurchaseContext | null>;
  /** After a successful payment: SPEC says close the modal and reload. */
  onPaid(): void;
}

/** The subscription-required modal and the not-enough-balance dialogs of the purchase flow. */
export default function SubscriptionDialogs({
  open,
  onClose,
  costFormat,
  loadContext,
  onPaid,
}: SubscriptionDialogsProps) {
  const { t } = useTranslation('shell');
  const flow = usePurchaseSubscription(loadContext, onPaid);
  const lowMain = flow.step === 'main-low';
  const spinner = flow.pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null;

  return (
    <>
      <Dialog open={open && flow.step === 'idle'} onOpenChange={(next) => !next && onClose()}>
        <DialogContent data-testid="subscription-dialog">
          <DialogHeader>
            <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
              <Crown className="size-5" aria-hidden />
            </div>
            <DialogTitle>{t('subscription.title')}</DialogTitle>
            <DialogDescription>
              {costFormat ? t('subscription.descriptionCost', { cost: costFormat }) : t('subscription.description')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => void flow.purchase()} disabled={flow.pending} data-testid="subscribe-button">
              {spinner}
              {t('subscription.action')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog
        open={open && flow.step !== 'idle'}
        onOpenChange={(next) => {
          if (!next) {
            flow.reset();
            onClose();
          }
        }}
      >
        <DialogContent data-testid="not-enough-balance-dialog">
          <DialogHeader>
            <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-300">
              <Wallet className="size-5" aria-hidden />
            </div>
            <DialogTitle>{lowMain ? t('balanceLow.mainTitle') : t('balanceLow.serviceTitle')}</DialogTitle>
            <DialogDescription>
              {lowMain
                ? t('balanceLow.mainDescription', { amount: formatMoney(flow.missing) })
                : t('balanceLow.serviceDescription', { amount: formatMoney(flow.missing) })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                flow.reset();
                onClose();
              }}
            >
              {t('common:cancel')}
            </Button>
            {lowMain ? (
              <Button onClick={() => void flow.topUpMain()} disabled={flow.pending}>
                {spinner}
                {t('balanceLow.topUp', { amount: formatMoney(flow.missing) })}
              </Button>
            ) : (
              <Button onClick={() => void flow.transferAndPay()} disabled={flow.pending}>
                {spinner}
                {t('balanceLow.transferAndPay')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
