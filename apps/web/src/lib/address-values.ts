/** Readers of an address's values for a codec: a day (`2026-11-24`), a row id, one of a list (else ''). */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
export const isId = (value: string) => /^\d{1,15}$/.test(value);
export const oneOf = <T extends string>(list: readonly T[], value: string): T | '' =>
  (list as readonly string[]).includes(value) ? (value as T) : '';
