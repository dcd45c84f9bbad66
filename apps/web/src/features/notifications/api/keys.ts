/** Query keys of the notifications domain (the list issue adds lists/details here). */
export const notificationKeys = {
  all: ['notifications'] as const,
  newCount: () => [...notificationKeys.all, 'count', 'new'] as const,
};
