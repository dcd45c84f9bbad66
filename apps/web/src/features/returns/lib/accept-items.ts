import type { ReturnItem } from '@supplier/contracts/returns';

/** How many of each item the seller takes back, as typed (item id → text). */
export type AcceptQuantities = Record<number, string>;

/** At first every item as asked: accepting some is taking less of one or more. */
export const askedQuantities = (items: readonly Pick<ReturnItem, 'id' | 'quantity'>[]): AcceptQuantities =>
  Object.fromEntries(items.map((item) => [item.id, String(item.quantity)]));

/** A typed quantity that may be taken back: a whole number from 0 to what was asked. */
export const quantityValid = (text: string, asked: number): boolean =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) <= asked;

export type AcceptChoice =
  | { ok: true; items: { item_id: number; quantity: number }[] | undefined }
  | { ok: false; problem: 'quantity'; itemIds: number[] }
  | { ok: false; problem: 'nothing' };

/**
 * The accept call's `items` for the seller's choice: none (everything as asked) when `all` or when
 * every quantity equals what was asked; else each item with how many (0 declines it). Refused
 * when a quantity is not 0…asked, or nothing at all would be taken back.
 */
export function acceptChoice(
  items: readonly Pick<ReturnItem, 'id' | 'quantity'>[],
  quantities: AcceptQuantities,
  all: boolean,
): AcceptChoice {
  if (all) return { ok: true, items: undefined };
  const wrong = items.filter((item) => !quantityValid(quantities[item.id] ?? '', item.quantity)).map((item) => item.id);
  if (wrong.length > 0) return { ok: false, problem: 'quantity', itemIds: wrong };
  const chosen = items.map((item) => ({ item_id: item.id, quantity: Number(quantities[item.id]) }));
  if (chosen.every((item) => item.quantity === 0)) return { ok: false, problem: 'nothing' };
  const everything = chosen.every((item, index) => item.quantity === items[index]!.quantity);
  return { ok: true, items: everything ? undefined : chosen };
}
