import { useTranslation } from 'react-i18next';
import { Crown, LoaderCircle } from 'lucide-react';
import { moneyBalancesEndpointSchemas } from '@supplier/contracts/money-balances';
import type { SettingsResponse } from '@supplier/contracts/setup';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/date-format';
import { formatHryvnias } from '@/lib/money-format';
import { useCan } from '@/lib/permissions';
import { usePurchaseSubscription, type PurchaseCalls } from '../hooks/use-purchase-subscription';
import { LowBalanceDialog } from './low-balance-dialog';

type Plan = SettingsResponse['subscribes']['supplier_panel'];

/**
 * The supplier-panel subscription where it is paid from (`Баланс Послуг`): its state and cost, and
 * `Оформити` running SPEC section 4's purchase flow straight away. Texts: namespace `balances`.
 */
export function SubscriptionCard({
  plan,
  calls,
  onPaid,
}: {
  plan: Plan | null | undefined;
  calls: PurchaseCalls;
  onPaid(): void;
}) {
  const { t } = useTranslation(['balances', 'shell']);
  const flow = usePurchaseSubscription(calls, onPaid);
  const active = plan?.active === true;
  // paying is a transfer to the services balance: the owner's (ADR 0041); the accountant reads it
  const pays = useCan(moneyBalancesEndpointSchemas.transferBetweenBalances);
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      aria-labelledby="subscription-card-title"
      data-testid="subscription-card"
      data-active={active ? 'true' : 'false'}
    >
      <div className="flex min-w-0 items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-surface text-warning">
          <Crown className="size-5" aria-hidden />
        </div>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="subscription-card-title" className="font-semibold">
              {t('subscription.title')}
            </h2>
            <Badge variant={active ? 'success' : 'secondary'} data-testid="subscription-status">
              {active ? t('subscription.active', { date: formatDate(plan?.expires_at) }) : t('subscription.inactive')}
            </Badge>
          </div>
          {plan && (
            <p className="text-sm text-muted-foreground">
              {t('subscription.cost', { cost: formatHryvnias(plan.cost) })}
            </p>
          )}
        </div>
      </div>
      {pays && (
        <>
          <Button
            onClick={() => void flow.purchase()}
            disabled={flow.pending || !plan}
            variant={active ? 'outline' : 'default'}
            data-testid="subscription-card-button"
          >
            {flow.pending && <LoaderCircle className="animate-spin" aria-hidden />}
            {active ? t('subscription.extend') : t('subscription.buy')}
          </Button>
          <LowBalanceDialog flow={flow} onClose={() => undefined} />
        </>
      )}
    </section>
  );
}
