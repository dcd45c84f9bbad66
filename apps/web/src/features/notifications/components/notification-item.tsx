import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight, Trash2 } from 'lucide-react';
import type { Notification } from '@supplier/contracts/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead(id: number): void;
  onDelete(id: number): void;
  busy: boolean;
  /** Whether the panel has a page at the notification's link. */
  canOpen(link: string): boolean;
}

/** One notification: unread ones are tinted, bold and marked `Нове`. */
export function NotificationItem({ notification, onMarkRead, onDelete, busy, canOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = notification.read_at === null;
  const link =
    typeof notification.data?.link === 'string' &&
    notification.data.link.startsWith('/') &&
    canOpen(notification.data.link)
      ? notification.data.link
      : null;
  const titleId = `notification-${notification.id}-title`;
  return (
    <li
      data-testid="notification-item"
      data-unread={unread}
      aria-labelledby={titleId}
      className={cn('flex gap-3 px-4 py-4 sm:px-6', unread ? 'bg-success-surface/60' : 'bg-card')}
    >
      <NotificationTypeIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3
            id={titleId}
            className={cn('text-sm break-words', unread ? 'font-semibold text-foreground' : 'font-medium')}
          >
            {notification.title}
          </h3>
          {unread && (
            <Badge variant="success" data-testid="notification-unread">
              {t('unread')}
            </Badge>
          )}
        </div>
        {notification.body && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-foreground/80">{notification.body}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`types.${notification.type}`)}</span>
          <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
          {link && (
            <Link
              to={link}
              onClick={() => unread && onMarkRead(notification.id)}
              className="inline-flex items-center font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              {t('actions.open')}
              <ChevronRight className="size-3.5" aria-hidden />
            </Link>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {unread && (
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            disabled={busy}
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('actions.markRead')}
            title={t('actions.markRead')}
          >
            <Check aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-zinc-500 hover:text-destructive"
          disabled={busy}
          onClick={() => onDelete(notification.id)}
          aria-label={t('actions.delete')}
          title={t('actions.delete')}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
