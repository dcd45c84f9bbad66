import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatHryvnias } from '@/lib/money-format';
import { useReferralReward } from '@/lib/referral-reward';
import { useReferralEarnings } from '../api/get-referral-earnings';
import { FriendsList } from './friends-list';
import { ReferralLinkCard } from './referral-link-card';

/**
 * `Реферальна програма` (/referral): the link with copy, everything earned, how it works, and
 * each invited supplier with their spending, earnings and transactions.
 */
export function ReferralProgramPage({
  title,
  link,
  onCopy,
}: {
  title: string;
  /** `/auth/signup?referral_id={userId}` on this host. */
  link: string;
  onCopy(text: string): Promise<void>;
}) {
  const { t } = useTranslation('referral');
  const earnings = useReferralEarnings();
  const reward = useReferralReward();
  const steps = t('how.steps', { returnObjects: true, reward }) as unknown;

  return (
    <section className="flex flex-col gap-4" data-testid="referral-page">
      <PageHeader title={title} description={t('description', { reward })} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ReferralLinkCard link={link} onCopy={onCopy} />
        <section
          className="flex flex-col gap-2 rounded-xl border border-success-border bg-success-surface p-4 sm:p-6"
          aria-labelledby="referral-earnings-title"
        >
          <div className="flex items-center gap-2">
            <Gift className="size-5 text-success" aria-hidden />
            <h2 id="referral-earnings-title" className="text-sm font-medium">
              {t('earnings.title')}
            </h2>
          </div>
          {earnings.isPending ? (
            <Skeleton className="h-9 w-32" />
          ) : (
            <p className="text-3xl font-semibold whitespace-nowrap" data-testid="referral-total" aria-live="polite">
              {formatHryvnias(earnings.data?.total_referral_earnings)}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{t('earnings.hint')}</p>
        </section>
      </div>
      <section className="rounded-xl border border-border bg-card p-4 sm:p-6" aria-labelledby="referral-how-title">
        <h2 id="referral-how-title" className="mb-2 font-semibold">
          {t('how.title')}
        </h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-foreground/80 sm:grid-cols-3 sm:gap-4">
          {(Array.isArray(steps) ? (steps as string[]) : []).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <FriendsList />
    </section>
  );
}
