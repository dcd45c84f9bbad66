import { useState } from 'react';

export interface KeysetPaging {
  /** The cursor of the page shown; undefined on the first page. */
  cursor: string | undefined;
  /** 1-based number of the page shown. */
  page: number;
  first(): void;
  previous(): void;
  next(cursor: string): void;
}

/**
 * Keyset pages of a list (Next follows the server's cursor; Previous goes back through the
 * cursors seen). A new `scope` (the list's filters and search) starts again from the first page.
 */
export function useKeysetPaging(scope: string): KeysetPaging {
  const [paging, setPaging] = useState<{ scope: string; cursors: string[] }>({ scope, cursors: [] });
  const cursors = paging.scope === scope ? paging.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    first: () => setPaging({ scope, cursors: [] }),
    previous: () => setPaging({ scope, cursors: cursors.slice(0, -1) }),
    next: (cursor) => setPaging({ scope, cursors: [...cursors, cursor] }),
  };
}
