import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReferralReward } from '@/lib/referral-reward';
import { Check, Copy, Gift } from 'lucide-react';
import { useSidebar } from '@/components/ui/sidebar';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useEarningsFigure } from '../api/get-referral-earnings';
import { useEarningsRefresh } from '../hooks/use-earnings-refresh';
import { REFERRAL_PAGE_PATH } from '../paths';
import { copyText } from '@/lib/clipboard';
import { referralLink } from '../referral-link';

/** SPEC section 9: the copied-link confirmation shows for 2 seconds. */
export const COPIED_CONFIRMATION_MS = 2_000;

/**
 * The menu footer's referral block: earnings (refreshed on `balance.changed`, linking to the
 * referral page) and the copy-link button. `compact` is the collapsed rail: only the copy button,
 * with the earnings in its tooltip.
 */
export function ReferralEarnings({ userId, compact = false }: { userId: number; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const reward = useReferralReward();
  const { figure: earnings, isPending } = useEarningsFigure();
  useEarningsRefresh();
  const { isMobile, setOpenMobile } = useSidebar();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(referralLink(userId));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    } catch {
      toast({ variant: 'destructive', description: t('referral.copyFailed') });
    }
  };

  const Icon = copied ? Check : Copy;
  const button = (
    <button
      type="button"
      onClick={copy}
      data-testid="copy-referral-link"
      data-copied={copied ? 'true' : undefined}
      aria-label={copied ? t('referral.copied') : t('referral.copy')}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-card text-foreground/80 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
        copied && 'border-green-600 text-success',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );

  if (compact) {
    return (
      <div className="flex justify-center">
        <Tooltip content={`${t('referral.earnings')}: ${earnings ?? '…'}`} side="right">
          {button}
        </Tooltip>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-3 rounded-xl bg-success-surface p-3" data-testid="referral-earnings">
      <Gift className="size-5 shrink-0 text-success" aria-hidden />
      <div className="min-w-0 flex-1">
        <Link
          to={REFERRAL_PAGE_PATH}
          className="block rounded-sm text-xs text-muted-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          data-testid="referral-page-link"
          onClick={() => isMobile && setOpenMobile(false)}
        >
          {t('referral.earnings')}
        </Link>
        {isPending ? (
          <Skeleton className="mt-1 h-4 w-16" />
        ) : (
          <p
            className="truncate text-sm font-semibold whitespace-nowrap text-foreground"
            data-testid="referral-earnings-total"
          >
            {earnings}
          </p>
        )}
        <p className="text-xs text-muted-foreground" data-testid="referral-reward">
          {reward}
        </p>
      </div>
      <span role="status" className="sr-only">
        {copied ? t('referral.copied') : ''}
      </span>
      {button}
    </div>
  );
}
