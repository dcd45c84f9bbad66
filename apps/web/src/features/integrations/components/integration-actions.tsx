import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, KeyRound } from 'lucide-react';
import type { Integration } from '@supplier/contracts/integrations';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { useRegenerateIntegration, useRevokeIntegration } from '../api/mutations';
import { ConfirmAction } from './confirm-action';
import { TokenDialog } from './token-dialog';

const STATUS_VARIANT = { active: 'success', expired: 'warning', revoked: 'secondary' } as const;

export function IntegrationStatusBadge({ integration }: { integration: Pick<Integration, 'status'> }) {
  const { t } = useTranslation('integrations');
  return (
    <Badge variant={STATUS_VARIANT[integration.status]} data-testid="integration-status">
      {t(`status.${integration.status}`)}
    </Badge>
  );
}

/** A new token (asks first, then shows it once) and revoke (asks first); none for a revoked one. */
export function IntegrationActions({ integration }: { integration: Integration }) {
  const { t } = useTranslation('integrations');
  const regenerate = useRegenerateIntegration();
  const revoke = useRevokeIntegration();
  const [token, setToken] = useState<string | null>(null);
  if (integration.status === 'revoked' && token === null) return null;
  const name = integration.name;
  return (
    <>
      {integration.status !== 'revoked' && (
        <>
          <ConfirmAction
            label={t('actions.regenerate')}
            icon={KeyRound}
            testId="integration-regenerate"
            title={t('regenerateDialog.title', { name })}
            description={t('regenerateDialog.description')}
            confirmLabel={t('regenerateDialog.confirm')}
            onConfirm={async () => {
              const saved = await regenerate.mutateAsync(integration.id);
              toast({ variant: 'successful', description: saved.message });
              setToken(saved.token);
            }}
          />
          <ConfirmAction
            label={t('actions.revoke')}
            icon={Ban}
            danger
            testId="integration-revoke"
            title={t('revokeDialog.title', { name })}
            description={t('revokeDialog.description')}
            confirmLabel={t('revokeDialog.confirm')}
            onConfirm={async () => {
              const saved = await revoke.mutateAsync(integration.id);
              toast({ variant: 'successful', description: saved.message });
            }}
          />
        </>
      )}
      <TokenDialog token={token} name={name} onClose={() => setToken(null)} />
    </>
  );
}
