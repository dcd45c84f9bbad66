import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useNewNotificationsCount } from '../api/get-new-count';
import { claimPush } from '../lib/push';

/**
 * SPEC section 2: the bell in the top bar; a small green dot while new notifications exist. With
 * each sign-in it gives this browser's pushes to the person signed in (ADR 0052).
 */
export function NotificationsBell({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { data: count = 0 } = useNewNotificationsCount();
  const hasNew = count > 0;
  const token = useSession((state) => state.user?.token);
  useEffect(() => {
    if (token) claimPush().catch(() => undefined);
  }, [token]);
  return (
    <Link
      to="/notifications"
      data-testid="notifications-bell"
      aria-label={hasNew ? t('navbar.notificationsNew', { count }) : t('navbar.notifications')}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-foreground/80 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
        className,
      )}
    >
      <Bell className="size-5" aria-hidden />
      {hasNew && (
        <span
          data-testid="notifications-dot"
          aria-hidden
          className="absolute top-2 right-2.5 size-2 rounded-full bg-green-500 ring-2 ring-card"
        />
      )}
    </Link>
  );
}
