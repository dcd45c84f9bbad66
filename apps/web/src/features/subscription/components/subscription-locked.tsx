import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a paid page shows instead of its content while there is no active subscription. */
export function SubscriptionLocked({ onSubscribe }: { onSubscribe(): void }) {
  const { t } = useTranslation('shell');
  return (
    <section
      data-testid="subscription-locked"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center"
    >
      <Lock className="size-8 text-amber-600" aria-hidden />
      <h2 className="text-lg font-semibold">{t('subscription.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('subscription.lockedDescription')}</p>
      <Button onClick={onSubscribe}>{t('subscription.action')}</Button>
    </section>
  );
}
