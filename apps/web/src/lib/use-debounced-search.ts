import { useEffect, useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * A list's search box over the search the address holds (`committed`): the box answers every
 * keystroke, and `commit` writes the text 350 ms after the last one. A new address (back button,
 * a link) replaces what was typed. `commit` must be stable (a `useCallback`).
 */
export function useDebouncedSearch(
  committed: string,
  commit: (text: string) => void,
): [string, (text: string) => void] {
  const [typed, setTyped] = useState({ key: committed, text: committed });
  const text = typed.key === committed ? typed.text : committed;
  const debounced = useDebounced(text, 350);
  const stale = debounced !== committed && debounced === text;
  useEffect(() => {
    if (stale) commit(debounced);
  }, [stale, debounced, commit]);
  return [text, (next) => setTyped({ key: committed, text: next })];
}
