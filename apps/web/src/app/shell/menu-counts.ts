import { useChatsUnread } from '@/features/chats/hooks/use-chats-unread';
import { useNewOrdersCount } from '@/features/orders/hooks/use-new-orders';
import { useRequestedReturns } from '@/features/returns/hooks/use-requested-returns';
import { useUnansweredReviews } from '@/features/reviews/hooks/use-unanswered-reviews';

/**
 * What waits for the seller, shown beside side-menu entries: each feature that has such a count
 * gives a hook (kept live by its own realtime events), composed here because features do not
 * import each other. Keys name the menu entry's `count`.
 */
export type MenuCountKey = 'ordersNew' | 'returnsRequested' | 'reviewsUnanswered' | 'chatsUnread';

export function useMenuCounts(): Partial<Record<MenuCountKey, number>> {
  const reviewsUnanswered = useUnansweredReviews();
  const chatsUnread = useChatsUnread();
  const ordersNew = useNewOrdersCount();
  const returnsRequested = useRequestedReturns();
  return { ordersNew, returnsRequested, reviewsUnanswered, chatsUnread };
}
