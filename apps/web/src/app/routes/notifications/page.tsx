import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { isRoutable } from '../../routable';

/** /notifications: `Сповіщення`. */
export function Component() {
  const { t } = useTranslation('routes');
  return <NotificationsPage title={t('notifications')} canOpen={isRoutable} />;
}
