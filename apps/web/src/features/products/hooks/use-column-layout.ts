import { useState } from 'react';
import { useSession } from '@/lib/session';
import { readColumnLayout, writeColumnLayout, type ColumnLayout } from '../lib/columns';

/** The list's shown and ordered columns, kept per seller in localStorage. */
export function useColumnLayout(): [ColumnLayout, (next: ColumnLayout) => void] {
  const userId = useSession((state) => state.user?.data.id);
  const [layout, setLayout] = useState<ColumnLayout>(() => readColumnLayout(userId));
  const change = (next: ColumnLayout) => {
    setLayout(next);
    writeColumnLayout(userId, next);
  };
  return [layout, change];
}
