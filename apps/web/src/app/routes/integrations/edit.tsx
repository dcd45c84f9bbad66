import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IntegrationEditPage } from '@/features/integrations/components/integration-pages';

/** /integrations/edit/{id} */
export function Component() {
  const { t } = useTranslation('routes');
  const { id } = useParams();
  const integrationId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  return <IntegrationEditPage key={integrationId} id={integrationId} title={t('integrationEdit')} />;
}
