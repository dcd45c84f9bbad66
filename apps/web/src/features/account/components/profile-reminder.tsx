import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRound, X } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { isSnoozed, snooze } from '@/lib/snooze';
import { missingProfileFields } from '../profile';

/** Closing the reminder hides it this long for that supplier (localStorage, across sign-ins). */
export const PROFILE_REMINDER_HIDDEN_DAYS = 3;
export const PROFILE_REMINDER_HIDDEN_KEY = 'profileReminderHidden';

/**
 * SPEC section 2: 'Ваш профіль заповнено не повністю!' with 'Перейти' to the account settings,
 * naming what is still empty. One compact line on a phone; the seller may close it for a few days.
 * The shop's profile is the owner's to fill (`settings`, ADR 0041): a member does not see it.
 */
export function ProfileReminder() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useSession((state) => state.user?.data);
  const [hidden, setHidden] = useState(() => isSnoozed(PROFILE_REMINDER_HIDDEN_KEY, user?.id));
  const fillsProfile = useCan('settings');
  const missing = user ? missingProfileFields(user) : [];
  if (!fillsProfile || !user || missing.length === 0 || hidden) return null;
  const close = () => {
    snooze(PROFILE_REMINDER_HIDDEN_KEY, user.id, PROFILE_REMINDER_HIDDEN_DAYS);
    setHidden(true);
  };
  return (
    <Alert variant="warning" className="flex-nowrap py-2 sm:py-3" data-testid="profile-reminder">
      <UserRound className="max-sm:hidden" aria-hidden />
      <AlertContent className="basis-auto text-xs sm:text-sm">
        <AlertTitle className="inline sm:block">{t('profileReminder.title')}</AlertTitle>{' '}
        <AlertDescription className="inline sm:block">
          {t('profileReminder.missing', {
            fields: missing.map((field) => t(`profileReminder.fields.${field}`)).join(', '),
          })}
        </AlertDescription>
      </AlertContent>
      <AlertActions className="gap-1">
        <Button asChild size="sm" variant="outline">
          <Link to="/settings/preferences">{t('profileReminder.action')}</Link>
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          onClick={close}
          aria-label={t('common:close')}
          data-testid="profile-reminder-close"
        >
          <X aria-hidden />
        </Button>
      </AlertActions>
    </Alert>
  );
}
