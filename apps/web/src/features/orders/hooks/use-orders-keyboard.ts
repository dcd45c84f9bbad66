import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { OrderListItem } from '@supplier/contracts/orders';
import type { RowSelection } from '@/lib/use-row-selection';
import { rowsFor, type BulkOrders } from './use-bulk-orders';

/** The list's keys, as the «?» sheet lists them (`keys` as shown, `action` names its text). */
export const ORDERS_SHORTCUTS = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['x'], action: 'select' },
  { keys: ['a'], action: 'accept' },
  { keys: ['t'], action: 'waybill' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

const ROW = '[data-order-id]';

/** Typing in a field, or working in a dialog or a menu (letters pick items there), is never taken for a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

/**
 * The orders list by keyboard: j/k or the arrows move the focus from order to order (the first
 * press brings it into the list from anywhere on the page), x ticks the focused order, a accepts
 * and t makes waybills for the ticked orders (or the focused one when none is ticked), / goes to
 * the search and ? opens the sheet of keys. Keys typed into a field or a dialog are left alone.
 */
export function useOrdersKeyboard({
  container,
  rows,
  selection,
  bulk,
}: {
  container: RefObject<HTMLElement | null>;
  rows: OrderListItem[];
  selection: RowSelection;
  bulk: BulkOrders;
}) {
  const [helpOpen, setHelpOpen] = useState(false);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const root = container.current;
    if (!root || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(event.target)) return;
    const rowEls = [...root.querySelectorAll<HTMLElement>(ROW)];
    const active = document.activeElement;
    const current = active instanceof HTMLElement ? active.closest<HTMLElement>(ROW) : null;
    const currentId = current ? Number(current.dataset.orderId) : null;
    const idle = active === document.body || active === null;
    const focusRow = (index: number) => {
      const row = rowEls[Math.max(0, Math.min(rowEls.length - 1, index))];
      row?.querySelector<HTMLElement>('[data-testid="order-link"]')?.focus();
    };
    const at = current ? rowEls.indexOf(current) : -1;
    const targets = (pick: (rows: OrderListItem[]) => OrderListItem[]) => {
      const ticked = rows.filter((row) => selection.has(row.id));
      const chosen = ticked.length > 0 ? ticked : rows.filter((row) => row.id === currentId);
      return pick(chosen).map((row) => row.id);
    };
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    let handled = true;
    if (event.key === 'j' || (event.key === 'ArrowDown' && (current || idle))) {
      focusRow(at + 1);
    } else if (event.key === 'k' || (event.key === 'ArrowUp' && current)) {
      focusRow(at < 0 ? 0 : at - 1);
    } else if (arrow) {
      handled = false;
    } else if (event.key === 'x' && currentId !== null) {
      selection.toggle(currentId, !selection.has(currentId));
    } else if (event.key === 'a') {
      const ids = targets((chosen) => rowsFor(chosen, 'processing'));
      if (ids.length > 0 && !bulk.busy) bulk.run('processing', ids).catch(() => undefined);
    } else if (event.key === 't') {
      const ids = targets((chosen) => chosen);
      if (ids.length > 0 && !bulk.busy) bulk.run('waybills', ids).catch(() => undefined);
    } else if (event.key === '/') {
      root.querySelector<HTMLInputElement>('[data-testid="orders-search"]')?.focus();
    } else if (event.key === '?') {
      setHelpOpen(true);
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return { helpOpen, setHelpOpen };
}
