import { useEffect } from 'react';
import { useLocation } from 'react-router';

const KEY = 'orders.listPlace';
/** How long the restored scroll waits for the rows to lay out (cached rows come at once, fetched ones later). */
const RESTORE_FOR_MS = 1500;

export interface ListPlace {
  /** The list's path and query: its tab, search, filters and sort. */
  address: string;
  scroll: number;
}

/** Where the seller left the orders list in this tab, or null. */
export function readListPlace(): ListPlace | null {
  try {
    const place = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ListPlace> | null;
    return typeof place?.address === 'string' && typeof place.scroll === 'number'
      ? { address: place.address, scroll: place.scroll }
      : null;
  } catch {
    return null;
  }
}

/** The state «До замовлень» passes, asking the list to scroll back to where it was. */
export const RETURN_STATE = { restoreScroll: true } as const;

function scrollBack(to: number): () => void {
  const until = Date.now() + RESTORE_FOR_MS;
  let frame = 0;
  const step = () => {
    window.scrollTo(0, to);
    if (Math.abs(window.scrollY - to) > 1 && Date.now() < until) frame = requestAnimationFrame(step);
  };
  step();
  const stop = () => cancelAnimationFrame(frame);
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
}

/**
 * On the orders list: keeps its address and scroll in this tab's session, so the order page's
 * «До замовлень» returns to the same tab, filters and place (issue 32).
 */
export function useListPlace(): void {
  const location = useLocation();
  const address = location.pathname + location.search;
  const returning = (location.state as Partial<typeof RETURN_STATE> | null)?.restoreScroll === true;

  useEffect(() => {
    const place = readListPlace();
    if (!returning || place?.address !== address) return;
    return scrollBack(place.scroll);
  }, [returning, address]);

  useEffect(() => {
    // Kept when the seller acts (a click or a key that may open an order), not as the page goes:
    // while the next page loads, the list is hidden and the window's scroll falls to 0.
    const remember = () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify({ address, scroll: window.scrollY } satisfies ListPlace));
      } catch {
        // storage blocked: «До замовлень» opens the list as it starts
      }
    };
    remember();
    document.addEventListener('click', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, [address]);
}
