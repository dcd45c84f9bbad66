import { useEffect, useRef } from 'react';
import { SUPPLIER_CHANNELS, supplierChannelName, supplierChannelOf } from '@supplier/contracts/realtime-channels';
import { canDo, useRole } from './permissions';
import { useSession } from './session';
import { loadRealtime } from './realtime-later';

/**
 * The one bridge from the signed-in supplier's channels (private-orders.{id}, private-reviews.{id}…,
 * one per family of events, ADR 0048) to a screen: calls `onEvent` for each of `events` the member's
 * role may read while the component is mounted, and `onReconnected` when the connection comes back
 * after a break (what was missed is then fetched again). The realtime client loads on demand, so it
 * stays out of the first-load bundle.
 */
export function useCustomerEvents(
  events: readonly string[],
  onEvent: (payload: unknown, event: string) => void,
  onReconnected?: () => void,
): void {
  const userId = useSession((state) => state.user?.data.id);
  const role = useRole();
  const handlers = useRef({ onEvent, onReconnected });
  useEffect(() => {
    handlers.current = { onEvent, onReconnected };
  }, [onEvent, onReconnected]);
  const names = events.filter((event) => canDo(role, SUPPLIER_CHANNELS[supplierChannelOf(event)])).join(' ');
  useEffect(() => {
    if (userId === undefined || names === '') return;
    let stopped = false;
    const stops: Array<() => void> = [];
    loadRealtime()
      .then(({ listenPrivate, onReconnected: afterReconnect }) => {
        if (stopped) return;
        for (const event of names.split(' ')) {
          const channel = supplierChannelName(event, userId);
          stops.push(listenPrivate(channel, event, (payload) => handlers.current.onEvent(payload, event)));
        }
        stops.push(afterReconnect(() => handlers.current.onReconnected?.()));
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
  }, [userId, names]);
}
