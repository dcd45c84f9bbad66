import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/**
 * The rows of a long list that are in or near view of `scroller` (12 more each way), for a list
 * that keeps only those in the DOM. `size` is a row's height, or an estimate when rows are measured.
 */
export function useRowWindow(count: number, scroller: RefObject<HTMLElement | null>, size: number) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer renders its component again on scroll; none of its functions is memoised elsewhere
  return useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => size,
    overscan: 12,
    useFlushSync: false,
    // the first render already holds the rows of a window's height, before the scroller (a parent,
    // whose ref is set after its children's first layout effects) is measured
    initialRect: { width: 0, height: window.innerHeight },
  });
}
