import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { SenderResponse } from '@supplier/contracts/deliveries';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DELIVERIES_PATHS } from '../../paths';

/** No default key, or one Nova Poshta refuses: nothing can be picked, the way is the key manager. */
export function KeyStateNotice({ sender }: { sender: SenderResponse }) {
  const { t } = useTranslation('deliveries');
  const invalid = sender.state === 'key_invalid';
  return (
    <Alert variant={invalid ? 'destructive' : 'warning'} data-testid="sender-key-state" data-state={sender.state}>
      <KeyRound aria-hidden />
      <AlertContent>
        <AlertTitle>{invalid ? t('sender.keyInvalidTitle') : t('sender.noKeyTitle')}</AlertTitle>
        <AlertDescription>
          {invalid ? t('sender.keyInvalid', { name: sender.key?.name ?? '' }) : t('sender.noKey')}
        </AlertDescription>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm">
          <Link to={DELIVERIES_PATHS.apis}>{t('panel.keyManager')}</Link>
        </Button>
      </AlertActions>
    </Alert>
  );
}
