import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useFirstPageShown } from './first-page-shown';

/** The box a long list scrolls in: at most 70% of the window's height (a class, for Tailwind to see). */
export const ROW_WINDOW_BOX = 'max-h-[70vh]';
const BOX_SHARE = 0.7;
/** Rows kept beyond the view each way, so a fast scroll finds them rendered (issue 5). */
const OVERSCAN = 12;
/** On a first visit, before the first page has shown: its first rows come sooner (issue 36). */
const FIRST_OVERSCAN = 2;

/**
 * The rows of a long list that are in or near view of `scroller` (12 more each way), for a list
 * that keeps only those in the DOM, in a box of ROW_WINDOW_BOX. `size` is a row's height, or an estimate when rows are measured.
 * On a first visit the list's first render holds 2 more each way, and the rest come in a transition
 * once the page has shown.
 */
export function useRowWindow(count: number, scroller: RefObject<HTMLElement | null>, size: number) {
  const overscan = useFirstPageShown() ? OVERSCAN : FIRST_OVERSCAN;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer renders its component again on scroll; none of its functions is memoised elsewhere
  return useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => size,
    overscan,
    useFlushSync: false,
    // the first render already holds the rows of the box's height, before the scroller (a parent,
    // whose ref is set after its children's first layout effects) is measured
    initialRect: { width: 0, height: Math.round(window.innerHeight * BOX_SHARE) },
  });
}
