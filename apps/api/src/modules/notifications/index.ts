/** The notifications module's face (ADR 0037); modules notify through `app.notifications`. */
export type { NotificationTextKey } from './notification-texts';
export { notificationsModule } from './notifications.module';
export type { NotificationsService } from './notifications.service';
