import { useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * A searched list's box and page: typing goes back to the first page; `query` is the trimmed text
 * once typing has paused for 300 ms (empty: no search).
 */
export function useListSearch() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(text.trim(), 300);
  return {
    text,
    setText(next: string) {
      setText(next);
      setPage(1);
    },
    query,
    page,
    setPage,
  };
}
