import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';

/** The rows selected on the page shown (`pageKey`: filters and cursor); another page starts empty. */
export function usePageSelection(pageKey: string) {
  const [selected, setSelected] = useState<{ key: string; rows: RowSelectionState }>({ key: '', rows: {} });
  const rows = selected.key === pageKey ? selected.rows : {};
  return {
    rows,
    ids: Object.keys(rows)
      .filter((id) => rows[id])
      .map(Number),
    change: (next: RowSelectionState) => setSelected({ key: pageKey, rows: next }),
    clear: () => setSelected({ key: pageKey, rows: {} }),
  };
}
