import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AppSettingsForm } from '@/features/app-settings/components/app-settings-form';

/** /settings/customizing: `Налаштування додатка`. */
export function Component() {
  const { t } = useTranslation('routes');
  return (
    <section className="flex flex-col gap-6" data-testid="customizing-page">
      <PageHeader title={t('customizing')} />
      <AppSettingsForm />
    </section>
  );
}
