import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import type { moneyTopUpsEndpoints } from '@supplier/contracts/money-topups-endpoints';
import { toast } from '@/components/ui/use-toast';
import type { EndpointBody, EndpointResponse } from '@/lib/endpoint-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/** What the purchase checks, read after a fresh settings fetch. */
export interface PurchaseContext {
  cost: number;
  mainBalance: number;
  serviceBalance: number;
}

/**
 * What a purchase reads and calls, composed by the app: the balances own the top-up and transfer
 * endpoints (features do not import each other). The calls toast their own errors.
 */
export interface PurchaseCalls {
  /** Refreshes the setup settings and reads cost and balances from them. */
  loadContext(): Promise<PurchaseContext | null>;
  transfer(input: {
    body: EndpointBody<typeof moneyBalancesEndpoints.transferBetweenBalances>;
    idempotencyKey: string;
  }): Promise<EndpointResponse<typeof moneyBalancesEndpoints.transferBetweenBalances>>;
  topUp(input: {
    amount: number;
    idempotencyKey: string;
  }): Promise<EndpointResponse<typeof moneyTopUpsEndpoints.createTopUp>>;
}

export type PurchaseStep = 'idle' | 'main-low' | 'service-low';

/** Hryvnias with at most two decimals, as the API takes them. */
const hryvnias = (value: number): number => Math.round(value * 100) / 100;

/** The provider's top-up limits (contracts money-ledger TOP_UP_MIN/MAX_HRYVNIAS, kept out of the shell bundle). */
const TOP_UP_MIN = 1;
const TOP_UP_MAX = 100_000;

/**
 * SPEC section 4 "Subscription purchase": refresh the settings, then
 * - main balance below the cost → offer a top-up of the difference (payment page in a new tab);
 * - else service balance below the cost → offer to move the missing amount from main, then pay;
 * - else pay the cost (transfer to supplier_panel), close and reload.
 * Every money call carries a fresh Idempotency-Key, so a retried request never moves money twice.
 */
export function usePurchaseSubscription(calls: PurchaseCalls, onPaid: () => void) {
  const { t } = useTranslation(['shell', 'common']);
  const [step, setStep] = useState<PurchaseStep>('idle');
  const [context, setContext] = useState<PurchaseContext | null>(null);
  const [checking, setChecking] = useState(false);
  const transfer = useMutation({ mutationFn: calls.transfer });
  const topUp = useMutation({ mutationFn: calls.topUp });

  const missing = context
    ? hryvnias(Math.max(0, context.cost - (step === 'main-low' ? context.mainBalance : context.serviceBalance)))
    : 0;

  /** Throws when the API refuses (its error toast is already shown). */
  const pay = async (cost: number) => {
    const { message } = await transfer.mutateAsync({
      body: {
        amount: hryvnias(cost),
        transfer_direction: 'supplier_panel',
        description: t('subscription.payDescription'),
      },
      idempotencyKey: newIdempotencyKey(),
    });
    if (message) toast({ variant: 'successful', description: message });
    setStep('idle');
    onPaid();
  };

  const purchase = async () => {
    setChecking(true);
    try {
      const next = await calls.loadContext();
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
      const amount = Math.min(TOP_UP_MAX, Math.max(missing, TOP_UP_MIN));
      const { url } = await topUp.mutateAsync({ amount, idempotencyKey: newIdempotencyKey() });
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
        body: {
          amount: missing,
          transfer_direction: 'transfer_from_main',
          description: t('subscription.transferDescription'),
        },
        idempotencyKey: newIdempotencyKey(),
      });
    } catch {
      // the API client already showed the error toast; the balances are as they were
      return;
    }
    try {
      await pay(context.cost);
    } catch {
      // The money is on the services balance now: back to the first step, whose `Оформити`
      // reads the balances again and pays straight away.
      setStep('idle');
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

export type PurchaseFlow = ReturnType<typeof usePurchaseSubscription>;
