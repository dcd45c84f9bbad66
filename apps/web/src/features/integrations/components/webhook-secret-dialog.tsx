import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from './secret-once-dialog';

/** The endpoint's secret, shown this once (after creation or rotation). */
export function WebhookSecretDialog({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url?: string;
  onClose(): void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretOnceDialog
      secret={secret}
      subtitle={url}
      texts={{
        title: t('secret.title'),
        warning: t('secret.warning'),
        label: t('secret.label'),
        copy: t('secret.copy'),
        copyFailed: t('secret.copyFailed'),
        usage: t('secret.usage'),
        done: t('secret.done'),
      }}
      testId="webhook-secret"
      onClose={onClose}
    />
  );
}
