import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from './secret-once-dialog';

/** The integration's API token, shown this once (after creation or regeneration). */
export function TokenDialog({ token, name, onClose }: { token: string | null; name?: string; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <SecretOnceDialog
      secret={token}
      subtitle={name}
      texts={{
        title: t('tokenDialog.title'),
        warning: t('tokenDialog.warning'),
        label: t('tokenDialog.label'),
        copy: t('tokenDialog.copy'),
        copyFailed: t('tokenDialog.copyFailed'),
        usage: t('tokenDialog.usage'),
        done: t('tokenDialog.done'),
      }}
      testId="integration-token"
      onClose={onClose}
    />
  );
}
