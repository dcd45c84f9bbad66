import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MEMBER_CHANGED_EVENT,
  REALTIME_EVENTS,
  memberChannelName,
  type MemberChangedEvent,
} from '@supplier/contracts/realtime-channels';
import type { ConnectTelegramEvent } from '@supplier/contracts/realtime';
import { logout } from '@/features/identity/api/logout';
import { applyTelegramConnected } from '@/features/telegram/connect-event';
import { refreshSetup } from '@/features/setup/store';
import { useSession } from '@/lib/session';
import { membershipsQueryOptions, useMemberships } from '@/features/team/api/memberships';
import { loadRealtime } from '@/lib/realtime-later';

/** Reads who is signed in again and keeps their new role: the menu, routes and buttons follow it. */
async function takeNewRole(queryClient: QueryClient): Promise<void> {
  const { me } = await queryClient.fetchQuery({ ...membershipsQueryOptions(), staleTime: 0 });
  useSession.getState().mergeUserData({ role: me.role });
  void refreshSetup();
  void queryClient.invalidateQueries();
}

/**
 * A member's open panel follows the owner's change at once (issue 34, ADR 0048): on `member.changed`
 * (private-member.{memberId}) a new role is read again, and a deactivated or removed member is
 * signed out (each open tab hears it on its own connection); the bot's linking of the member's own
 * Telegram comes there too. The account holder has no such channel.
 */
export function useMemberChanges(): void {
  const queryClient = useQueryClient();
  const memberId = useMemberships().data?.me.member_id ?? null;
  useEffect(() => {
    if (memberId === null) return;
    let stopped = false;
    let stop: () => void = () => undefined;
    loadRealtime()
      .then(({ listenPrivate, disconnectRealtime }) => {
        if (stopped) return;
        const stopChanges = listenPrivate(memberChannelName(memberId), MEMBER_CHANGED_EVENT, (payload) => {
          if ((payload as Partial<MemberChangedEvent> | null)?.active === false) void logout(disconnectRealtime);
          else takeNewRole(queryClient).catch(() => undefined);
        });
        // The member's own Telegram chat (ADR 0052): the bot's success comes here, not to the supplier's channel.
        const stopTelegram = listenPrivate(memberChannelName(memberId), REALTIME_EVENTS.connectTelegram, (payload) => {
          applyTelegramConnected(payload as Partial<ConnectTelegramEvent> | null);
        });
        stop = () => {
          stopChanges();
          stopTelegram();
        };
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop();
    };
  }, [memberId, queryClient]);
}
