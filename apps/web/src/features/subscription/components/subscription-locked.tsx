import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';

/**
 * What a paid page shows instead of its content while there is no active subscription. Paying
 * moves money from the main balance, the owner's (ADR 0041): a member is told the owner subscribes.
 */
export function SubscriptionLocked({ onSubscribe }: { onSubscribe(): void }) {
  const { t } = useTranslation('shell');
  const pays = useCan('money:move');
  return (
    <section
      data-testid="subscription-locked"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center"
    >
      <Lock className="size-8 text-amber-600" aria-hidden />
      <h2 className="text-lg font-semibold">{t('subscription.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('subscription.lockedDescription')}</p>
      {pays ? (
        <Button onClick={onSubscribe}>{t('subscription.action')}</Button>
      ) : (
        <p className="text-sm font-medium" data-testid="subscription-owner-pays">
          {t('subscription.ownerPays')}
        </p>
      )}
    </section>
  );
}
