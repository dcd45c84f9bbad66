import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { useRole } from '@/lib/permissions';
import { panelRoutes } from '../../panel-routes';
import { isRoutable } from '../../routable';
import { canOpen } from '../../route-permissions';

/** /notifications: `Сповіщення`; a notification links only to a page the member's role opens (ADR 0041). */
export function Component() {
  const { t } = useTranslation('routes');
  const role = useRole();
  const opens = (link: string) => isRoutable(link) && canOpen(panelRoutes, role, link.split(/[?#]/)[0] ?? link);
  return <NotificationsPage title={t('notifications')} canOpen={opens} />;
}
