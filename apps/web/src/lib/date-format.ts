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

/** `dd.MM.yyyy` in Europe/Kyiv; '' for a missing or invalid date. */
export const formatDate = (input: Date | string | number | null | undefined): string => kyivClock(input)?.date ?? '';

/** `HH:mm` in Europe/Kyiv. */
export const formatTime = (input: Date | string | number | null | undefined): string => kyivClock(input)?.time ?? '';

/** `dd.MM.yyyy HH:mm` in Europe/Kyiv. */
export const formatDateTime = (input: Date | string | number | null | undefined): string => {
  const clock = kyivClock(input);
  return clock ? `${clock.date} ${clock.time}` : '';
};
