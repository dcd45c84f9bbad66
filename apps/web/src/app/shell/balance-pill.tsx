import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info, Wallet } from 'lucide-react';
import { useSetup } from '@/features/setup/store';
import { formatHryvnias } from '@/lib/money-format';
import { BALANCE_PATH } from './constants';

/** Shown when no formatted balance is available (SPEC section 2). */
export const HIDDEN_BALANCE = '********';

/** The balance pill: formatted total or asterisks, an info icon when the total is exactly 0. */
export function BalancePill() {
  const { t } = useTranslation('shell');
  const balance = useSetup((state) => state.balance);
  const text = balance ? formatHryvnias(balance.total) : HIDDEN_BALANCE;
  const empty = balance?.total === 0;
  return (
    <Link
      to={BALANCE_PATH}
      data-testid="balance-pill"
      aria-label={t('navbar.balance', { amount: text })}
      title={empty ? t('navbar.balanceEmpty') : undefined}
      className="inline-flex h-9 max-w-[10.5rem] min-w-0 items-center gap-1.5 rounded-full border border-border bg-card px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:max-w-none"
    >
      <Wallet className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="truncate" data-testid="balance-pill-text">
        {text}
      </span>
      {empty && <Info className="size-4 shrink-0 text-amber-600" aria-hidden data-testid="balance-pill-info" />}
    </Link>
  );
}
