import { useState } from 'react';

/** The rows (by id) ticked on the page shown (`pageKey`: its filters and page); another page starts with none. */
export function useRowSelection(pageKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: pageKey, ids: [] });
  const ids = state.key === pageKey ? state.ids : [];
  const set = (next: number[]) => setState({ key: pageKey, ids: next });
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle: (id: number, on: boolean) => set(on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)),
    /** Ticks every row of the page, or none when all were ticked. */
    toggleAll: (page: number[]) => set(page.every((id) => ids.includes(id)) ? [] : page),
    set,
    clear: () => set([]),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
