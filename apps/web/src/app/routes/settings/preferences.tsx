import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PasswordCard } from '@/features/account/components/password-card';
import { PhoneCard } from '@/features/account/components/phone-card';
import { ProfileCard } from '@/features/account/components/profile-card';
import { SecurityCard } from '@/features/account/components/security-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { NotificationChannelsCard } from '@/features/notifications/components/notification-channels-card';
import { useCan } from '@/lib/permissions';
import { TelegramCard } from './telegram-card';

/** /settings/preferences: `Обліковий запис`. */
export function Component() {
  const { t } = useTranslation('routes');
  // the shop's profile is the settings' (a member without them keeps their own channels and sessions)
  const canEditShop = useCan('settings');
  return (
    <section className="flex flex-col gap-6" data-testid="account-page">
      <PageHeader title={t('preferences')} />
      {canEditShop && <ProfileCard />}
      <div className="grid gap-6 lg:grid-cols-2">
        <PasswordCard />
        <PhoneCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TelegramCard />
        <SecurityCard />
      </div>
      <NotificationChannelsCard />
      <SessionsCard />
    </section>
  );
}
