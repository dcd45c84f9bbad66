import { format as formatDateFns } from 'date-fns';

export const TIME_ZONE = 'Europe/Kyiv';

const kyivParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Kyiv as a local Date, so date-fns patterns read Kyiv time on any machine. */
function inKyiv(input: Date | string | number): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of kyivParts.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

function formatIn(pattern: string, input: Date | string | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = inKyiv(input);
  return date ? formatDateFns(date, pattern) : '';
}

/** `dd.MM.yyyy` in Europe/Kyiv; '' for a missing or invalid date. */
export const formatDate = (input: Date | string | number | null | undefined): string => formatIn('dd.MM.yyyy', input);

/** `HH:mm` in Europe/Kyiv. */
export const formatTime = (input: Date | string | number | null | undefined): string => formatIn('HH:mm', input);

/** `dd.MM.yyyy HH:mm` in Europe/Kyiv. */
export const formatDateTime = (input: Date | string | number | null | undefined): string =>
  formatIn('dd.MM.yyyy HH:mm', input);
