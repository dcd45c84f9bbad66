import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useTopUpBalance } from '../api/top-up-balance';
import { useTransferBalance } from '../api/transfer-balance';

/** What the purchase checks, read after a fresh settings fetch. */
export interface PurchaseContext {
  cost: number;
  mainBalance: number;
  serviceBalance: number;
}

export type PurchaseStep = 'idle' | 'main-low' | 'service-low';

/** Hryvnias with at most two decimals, as the API takes them. */
const hryvnias = (value: number): number => Math.round(value * 100) / 100;

/** The provider's smallest top-up (contracts money-ledger TOP_UP_MIN_HRYVNIAS, kept out of the shell bundle). */
const TOP_UP_MIN = 1;

/**
 * SPEC section 4 "Subscription purchase": refresh the settings, then
 * - main balance below the cost → offer a top-up of the difference (payment page in a new tab);
 * - else service balance below the cost → offer to move the missing amount from main, then pay;
 * - else pay the cost (transfer to supplier_panel), close and reload.
 */
export function usePurchaseSubscription(loadContext: () => Promise<PurchaseContext | null>, onPaid: () => void) {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState<PurchaseStep>('idle');
  const [context, setContext] = useState<PurchaseContext | null>(null);
  const [checking, setChecking] = useState(false);
  const transfer = useTransferBalance();
  const topUp = useTopUpBalance();

  const missing = context
    ? hryvnias(context.cost - (step === 'main-low' ? context.mainBalance : context.serviceBalance))
    : 0;

  const pay = async (cost: number) => {
    const { message } = await transfer.mutateAsync({
      amount: hryvnias(cost),
      transfer_direction: 'supplier_panel',
      description: t('subscription.payDescription'),
    });
    if (message) toast({ variant: 'successful', description: message });
    setStep('idle');
    onPaid();
  };

  const purchase = async () => {
    setChecking(true);
    try {
      const next = await loadContext();
      if (!next) {
        toast({ variant: 'destructive', description: t('common:somethingWentWrong') });
        return;
      }
      setContext(next);
      if (next.mainBalance < next.cost) setStep('main-low');
      else if (next.serviceBalance < next.cost) setStep('service-low');
      else await pay(next.cost);
    } catch {
      // the API client already showed the error toast
    } finally {
      setChecking(false);
    }
  };

  /** Opens the tab first (inside the click), then points it at the payment page. */
  const topUpMain = async () => {
    if (!context) return;
    const tab = window.open('', '_blank');
    try {
      const { url } = await topUp.mutateAsync(Math.max(missing, TOP_UP_MIN));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      toast({ description: t('subscription.afterTopUp') });
      setStep('idle');
    } catch {
      tab?.close();
    }
  };

  const transferAndPay = async () => {
    if (!context) return;
    try {
      await transfer.mutateAsync({
        amount: missing,
        transfer_direction: 'transfer_from_main',
        description: t('subscription.transferDescription'),
      });
      await pay(context.cost);
    } catch {
      // the API client already showed the error toast
    }
  };

  return {
    step,
    missing,
    checking,
    pending: checking || transfer.isPending || topUp.isPending,
    purchase,
    topUpMain,
    transferAndPay,
    reset: () => setStep('idle'),
  };
}
