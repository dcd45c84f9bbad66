/** A row id as it comes in a path or a channel name: 1 or more, at most 15 digits; null otherwise. */
export function idOf(text: string | undefined): number | null {
  const value = text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return value >= 1 ? value : null;
}

/** A path's id, or the route's own 404 (an id that cannot exist is not found, never a 422). */
export function idParam(text: string, notFound: () => Error): number {
  const value = idOf(text);
  if (value === null) throw notFound();
  return value;
}
