import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { isProfileIncomplete } from '../profile';

/** SPEC section 2: 'Ваш профіль заповнено не повністю!' with 'Перейти' to the account settings. */
export function ProfileReminder() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user?.data);
  if (!user || !isProfileIncomplete(user)) return null;
  return (
    <Alert variant="warning" data-testid="profile-reminder">
      <UserRound aria-hidden />
      <AlertContent>
        <AlertTitle>{t('profileReminder.title')}</AlertTitle>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm" variant="outline">
          <Link to="/settings/preferences">{t('profileReminder.action')}</Link>
        </Button>
      </AlertActions>
    </Alert>
  );
}
