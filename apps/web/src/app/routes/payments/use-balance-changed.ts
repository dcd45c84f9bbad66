import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session';

/**
 * Calls `onChange` on every `balance.changed` (private-customer.{id}) while the page is open: the
 * money pages fetch their lists again. The shell updates the navbar pill from the same event.
 */
export function useBalanceChanged(onChange: () => void): void {
  const userId = useSession((state) => state.user?.data.id);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ listenPrivate }) => {
        if (stopped) return;
        stop = listenPrivate(`customer.${userId}`, 'balance.changed', () => latest.current());
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);
}
