import type { NotificationType } from '@supplier/contracts/notifications';

/** Query keys of the notifications domain. */
export const notificationKeys = {
  all: ['notifications'] as const,
  newCount: () => [...notificationKeys.all, 'count', 'new'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** One list per type filter (`all`: no filter); its pages are the loaded API pages. */
  list: (type: NotificationType | 'all') => [...notificationKeys.lists(), { type }] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  pushKey: () => [...notificationKeys.all, 'push-key'] as const,
};
