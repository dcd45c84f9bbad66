import { useTranslation } from 'react-i18next';
import { Crown, LoaderCircle } from 'lucide-react';
import { moneyBalancesEndpointSchemas } from '@supplier/contracts/money-balances';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePurchaseSubscription, type PurchaseCalls } from '../hooks/use-purchase-subscription';
import { formatHryvnias } from '@/lib/money-format';
import { useCan } from '@/lib/permissions';
import { LowBalanceDialog } from './low-balance-dialog';

export interface SubscriptionDialogsProps {
  open: boolean;
  onClose(): void;
  /** `subscribes.supplier_panel.cost` (hryvnias), when known. */
  cost?: number | null;
  calls: PurchaseCalls;
  /** After a successful payment (SPEC: close the modal and reload the settings). */
  onPaid(): void;
}

/** The subscription-required modal and the not-enough-balance dialogs of the purchase flow. */
export default function SubscriptionDialogs({ open, onClose, cost, calls, onPaid }: SubscriptionDialogsProps) {
  const { t } = useTranslation(['shell', 'common']);
  const flow = usePurchaseSubscription(calls, onPaid);
  // a member whose role moves no money is not asked to pay (the locked page says the owner does)
  const pays = useCan(moneyBalancesEndpointSchemas.transferBetweenBalances);
  if (!pays) return null;

  return (
    <>
      <Dialog open={open && flow.step === 'idle'} onOpenChange={(next) => !next && onClose()}>
        <DialogContent data-testid="subscription-dialog">
          <DialogHeader>
            <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-warning-surface text-warning">
              <Crown className="size-5" aria-hidden />
            </div>
            <DialogTitle>{t('subscription.title')}</DialogTitle>
            <DialogDescription>
              {typeof cost === 'number'
                ? t('subscription.descriptionCost', { cost: formatHryvnias(cost) })
                : t('subscription.description')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => void flow.purchase()} disabled={flow.pending} data-testid="subscribe-button">
              {flow.pending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('subscription.action')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {open && <LowBalanceDialog flow={flow} onClose={onClose} />}
    </>
  );
}
