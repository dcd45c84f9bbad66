import { useTranslation } from 'react-i18next';
import { LoaderCircle, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatHryvnias } from '@/lib/money-format';
import type { PurchaseFlow } from '../hooks/use-purchase-subscription';

/**
 * SPEC section 8's not-enough-balance dialogs: `Недостатньо коштів на Основному балансі` (top up
 * the difference in a new tab) or `Недостатньо коштів на сервісному балансі` (move the missing
 * amount from main, then pay). Open while the flow is at one of those steps.
 */
export function LowBalanceDialog({ flow, onClose }: { flow: PurchaseFlow; onClose(): void }) {
  const { t } = useTranslation(['shell', 'common']);
  const lowMain = flow.step === 'main-low';
  const spinner = flow.pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null;
  const close = () => {
    flow.reset();
    onClose();
  };
  return (
    <Dialog open={flow.step !== 'idle'} onOpenChange={(next) => !next && close()}>
      <DialogContent data-testid="not-enough-balance-dialog" data-step={flow.step}>
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-danger-surface text-danger">
            <Wallet className="size-5" aria-hidden />
          </div>
          <DialogTitle>{lowMain ? t('balanceLow.mainTitle') : t('balanceLow.serviceTitle')}</DialogTitle>
          <DialogDescription>
            {lowMain
              ? t('balanceLow.mainDescription', { amount: formatHryvnias(flow.missing) })
              : t('balanceLow.serviceDescription', { amount: formatHryvnias(flow.missing) })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common:cancel')}
          </Button>
          {lowMain ? (
            <Button onClick={() => void flow.topUpMain()} disabled={flow.pending} data-testid="low-balance-top-up">
              {spinner}
              {t('balanceLow.topUp', { amount: formatHryvnias(flow.missing) })}
            </Button>
          ) : (
            <Button
              onClick={() => void flow.transferAndPay()}
              disabled={flow.pending}
              data-testid="low-balance-transfer"
            >
              {spinner}
              {t('balanceLow.transferAndPay')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
