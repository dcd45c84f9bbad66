import { ID_MAX } from '@supplier/contracts/common';

/** A row id as it comes in a path or a channel name: 1 to `ID_MAX` in decimal digits; null otherwise. */
export function idOf(text: string | undefined): number | null {
  const value = text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return value >= 1 && value <= ID_MAX ? value : null;
}

/** A path's id, or the route's own 404 (an id that cannot exist is not found, never a 422). */
export function idParam(text: string, notFound: () => Error): number {
  const value = idOf(text);
  if (value === null) throw notFound();
  return value;
}
