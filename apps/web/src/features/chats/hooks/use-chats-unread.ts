import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatChangedEvent } from '@supplier/contracts/chats';
import { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { useFirstPageShown } from '@/lib/first-page-shown';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { chatsKeys } from '../api/keys';

const CHANGED_EVENTS = ['chat.changed'] as const;

/**
 * The side menu's count of conversations with unread messages, kept live: `chat.changed` on
 * private-chats.{id} carries the totals, and the lists of chats load again.
 */
export function useChatsUnread(): number | undefined {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.data.id);
  const allowed = useCan('chats');
  // the menu's count: after the first page's own data (lib/first-page-shown)
  const shown = useFirstPageShown();
  const unread = useQuery({
    queryKey: chatsKeys.unread(),
    queryFn: ({ signal }) => callEndpoint(chatsEndpoints.getChatsUnread, { signal, toastOnError: false }),
    enabled: userId !== undefined && allowed && shown,
    staleTime: 60_000,
  });
  const apply = useCallback(
    (payload: unknown) => {
      const event = payload as Partial<ChatChangedEvent> | null;
      if (event?.unread) queryClient.setQueryData(chatsKeys.unread(), { data: event.unread });
      else void queryClient.invalidateQueries({ queryKey: chatsKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: chatsKeys.lists() });
    },
    [queryClient],
  );
  const caughtUp = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatsKeys.all }), [queryClient]);
  useCustomerEvents(CHANGED_EVENTS, apply, caughtUp);
  return unread.data?.data.chats;
}
