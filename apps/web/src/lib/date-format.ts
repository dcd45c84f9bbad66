import { formatLocale } from './number-format';

export const TIME_ZONE = 'Europe/Kyiv';

const kyivParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface KyivClock {
  date: string;
  time: string;
}

/** The day (`dd.MM.yyyy`) and time (`HH:mm`) of the Kyiv wall clock at `input`; null when missing or invalid. */
function kyivClock(input: Date | string | number | null | undefined): KyivClock | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of kyivParts.formatToParts(date)) parts[part.type] = part.value;
  return {
    date: `${parts.day}.${parts.month}.${parts.year?.padStart(4, '0')}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const englishDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const englishShortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/**
 * The day in Europe/Kyiv in the interface language (ADR 0043): `dd.MM.yyyy` in Ukrainian,
 * `28 Nov 2026` in English; '' for a missing or invalid date.
 */
export const formatDate = (input: Date | string | number | null | undefined): string => {
  const clock = kyivClock(input);
  if (!clock) return '';
  return formatLocale() === 'uk-UA' ? clock.date : englishDay.format(new Date(input as Date | string | number));
};

/** A calendar day (`2026-03-10`) on a chart's axis: `10.03` in Ukrainian, `10 Mar` in English. */
export const formatShortDay = (day: string): string => {
  if (formatLocale() === 'uk-UA') return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
  // the day's first ten characters, as in Ukrainian: a timestamp's day reads the same, not "Invalid time value"
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : englishShortDay.format(date);
};

/** `HH:mm` in Europe/Kyiv. */
export const formatTime = (input: Date | string | number | null | undefined): string => kyivClock(input)?.time ?? '';

/** `dd.MM.yyyy HH:mm` (`28 Nov 2026 14:05` in English) in Europe/Kyiv. */
export const formatDateTime = (input: Date | string | number | null | undefined): string => {
  const clock = kyivClock(input);
  return clock ? `${formatDate(input)} ${clock.time}` : '';
};
