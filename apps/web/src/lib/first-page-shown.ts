import { startTransition, useEffect, useState } from 'react';
import { queryClient } from './query-client';

/** However long the first page keeps asking, the frame's own data waits no longer than this. */
const LONGEST_WAIT_MS = 3000;

let shown = false;
let watching: Promise<void> | null = null;

const nextPaint = (then: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(then, 0)) : setTimeout(then, 0);

function watch(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(cap);
      nextPaint(() => {
        shown = true;
        resolve();
      });
    };
    const settled = () => {
      if (queryClient.isFetching() === 0) finish();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(settled);
    const cap = setTimeout(finish, LONGEST_WAIT_MS);
    // the page's queries start in the effects of the commit that mounts it, after the caller's
    setTimeout(settled, 0);
  });
}

/**
 * Resolves once the first page the panel opens has its data and has painted it (issue 36): the
 * frame's own data (the menu's counts, the bell, the supplier switcher, the setup state, the
 * realtime connection) waits for it, so on a first visit the page's rows do not wait behind the
 * frame's requests and renders. Later pages find it resolved.
 */
export function firstPageShown(): Promise<void> {
  return (watching ??= watch());
}

/**
 * `firstPageShown` for a render: false until then; a query of the frame is `enabled` by it. The
 * frame renders its parts again in a transition, in slices, not in one long task after the paint.
 */
export function useFirstPageShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => {
    if (now) return;
    let mounted = true;
    void firstPageShown().then(() => mounted && startTransition(() => setNow(true)));
    return () => {
      mounted = false;
    };
  }, [now]);
  return now;
}
