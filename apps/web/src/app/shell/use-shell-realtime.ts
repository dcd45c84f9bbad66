import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BalanceChangedEvent,
  ConnectTelegramEvent,
  CustomerChangeEvent,
  NotificationCreatedEvent,
} from '@supplier/contracts/realtime';
import { notificationChannelName } from '@supplier/contracts/notification-permissions';
import { useRole } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { reloadAccount } from '@/features/account/api/get-account';
import { setNewNotificationsCount } from '@/features/notifications/api/get-new-count';
import { membershipsQueryOptions } from '@/features/team/api/memberships';
import { useSetup } from '@/features/setup/store';
import { applyTelegramConnected } from '@/features/telegram/connect-event';
import { useMemberChanges } from './use-member-changes';
import { loadRealtime } from '@/lib/realtime-later';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const BALANCE_EVENTS = ['balance.changed'];

/** Whether a team member is signed in (not the account holder), as the memberships answer says. */
const isMember = (queryClient: QueryClient): boolean =>
  Boolean(queryClient.getQueryData(membershipsQueryOptions().queryKey)?.me.member_id);

/** Both balances after a money movement, for the balance pill (the roles that read money only). */
function applyBalances(payload: unknown): void {
  const event = payload as Partial<BalanceChangedEvent> | null;
  if (isObject(event?.balance) && isObject(event.service_balance)) {
    useSetup.getState().setBalances(event.balance, event.service_balance);
  }
}

/**
 * What the events keep fresh, fetched again: every query on screen (bell, balances, the open list
 * or chat) and the setup settings with their balances.
 */
function catchUp(queryClient: QueryClient): void {
  void queryClient.invalidateQueries();
  void useSetup.getState().refresh();
}

/**
 * The shell's realtime subscriptions (SPEC section 7): Telegram connect, customer changes, and the
 * bell and balance updates. The realtime client is loaded on demand so it stays out of the first load.
 * After a reconnect, and when the tab is shown again, the screen catches up on what it may have missed.
 */
export function useShellRealtime(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const role = useRole();
  useCustomerEvents(BALANCE_EVENTS, applyBalances);
  useMemberChanges();
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const stops: Array<() => void> = [];
    loadRealtime()
      .then(({ listenPrivate, onReconnected }) => {
        if (stopped) return;
        const customer = `customer.${userId}`;
        stops.push(
          onReconnected(() => catchUp(queryClient)),
          listenPrivate(`connect-telegram.${userId}`, 'connect-telegram', (payload: unknown) => {
            // The supplier's chat is the account holder's; a member's own comes on their channel (use-member-changes).
            if (isMember(queryClient)) return;
            if (applyTelegramConnected(payload as Partial<ConnectTelegramEvent>)) {
              reloadAccount(queryClient).catch(() => undefined);
            }
          }),
          listenPrivate(customer, 'customer.change', (payload: unknown) => {
            const data = (payload as Partial<CustomerChangeEvent> | null)?.data;
            if (!isObject(data)) return;
            if (isMember(queryClient)) {
              // The supplier's Telegram chat is the holder's; a member keeps their own (ADR 0052).
              const { telegram_id: _holders, ...shared } = data;
              useSession.getState().mergeUserData(shared);
            } else useSession.getState().mergeUserData(data);
          }),
          // The bell hears its role's channel: the notifications it reads, with the count it shows (ADR 0052).
          listenPrivate(notificationChannelName(role, userId), 'notification.created', (payload: unknown) => {
            const count = (payload as Partial<NotificationCreatedEvent> | null)?.new_count;
            if (typeof count === 'number') setNewNotificationsCount(queryClient, count);
          }),
        );
      })
      .catch((error: unknown) => console.error('Realtime is unavailable:', error));
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUp(queryClient);
    };
    document.addEventListener('visibilitychange', onVisible);
    stops.push(() => document.removeEventListener('visibilitychange', onVisible));
    return () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
  }, [userId, role, queryClient]);
}
