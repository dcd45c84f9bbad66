import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { missingProfileFields } from '../profile';

/**
 * SPEC section 2: 'Ваш профіль заповнено не повністю!' with 'Перейти' to the account settings,
 * naming what is still empty.
 */
export function ProfileReminder() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user?.data);
  const missing = user ? missingProfileFields(user) : [];
  if (missing.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="profile-reminder">
      <UserRound aria-hidden />
      <AlertContent>
        <AlertTitle>{t('profileReminder.title')}</AlertTitle>
        <AlertDescription>
          {t('profileReminder.missing', {
            fields: missing.map((field) => t(`profileReminder.fields.${field}`)).join(', '),
          })}
        </AlertDescription>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm" variant="outline">
          <Link to="/settings/preferences">{t('profileReminder.action')}</Link>
        </Button>
      </AlertActions>
    </Alert>
  );
}
