import { useState } from 'react';

/** The orders ticked on the current page; another page, tab or filter starts with none. */
export function useOrderSelection(pageKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: pageKey, ids: [] });
  const ids = state.key === pageKey ? state.ids : [];
  const set = (next: number[]) => setState({ key: pageKey, ids: next });
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle: (id: number, on: boolean) => set(on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)),
    /** Ticks every order of the page, or none when all were ticked. */
    toggleAll: (page: number[]) => set(page.every((id) => ids.includes(id)) ? [] : page),
    clear: () => set([]),
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
