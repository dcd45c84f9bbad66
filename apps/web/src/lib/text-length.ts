/** The length a `FormField` limit counts: a watched form value that may still be unset. */
export function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}
