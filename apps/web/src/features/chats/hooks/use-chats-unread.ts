import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatChangedEvent, ChatUnread } from '@supplier/contracts/chats';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { chatsKeys } from '../api/keys';

/** Spelled here, not taken from the contracts, so zod stays out of the shell's chunk (ADR 0008). */
const UNREAD_PATH = '/admin-suppliers/v1/chats/unread';
const CHANGED_EVENT = 'chat.changed';

/**
 * The side menu's count of conversations with unread messages, kept live: `chat.changed` on
 * private-customer.{id} carries the totals, and the lists of chats load again.
 */
export function useChatsUnread(): number | undefined {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.data.id);
  const unread = useQuery({
    queryKey: chatsKeys.unread(),
    queryFn: ({ signal }) => apiRequest<{ data: ChatUnread }>(UNREAD_PATH, { signal, toastOnError: false }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const stops: Array<() => void> = [];
    const apply = (payload: unknown) => {
      const event = payload as Partial<ChatChangedEvent> | null;
      if (event?.unread) queryClient.setQueryData(chatsKeys.unread(), { data: event.unread });
      else void queryClient.invalidateQueries({ queryKey: chatsKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: chatsKeys.lists() });
    };
    import('@/lib/realtime')
      .then(({ listenPrivate, onReconnected }) => {
        if (stopped) return;
        stops.push(listenPrivate(`customer.${userId}`, CHANGED_EVENT, apply));
        stops.push(onReconnected(() => void queryClient.invalidateQueries({ queryKey: chatsKeys.all })));
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
  }, [userId, queryClient]);
  return unread.data?.data.chats;
}
