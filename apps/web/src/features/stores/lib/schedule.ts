import { WEEKDAYS, type StoreSchedule, type Weekday } from '@supplier/contracts/stores';

const KYIV_WEEKDAY = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', weekday: 'short' });

/** Today's weekday in Kyiv. */
export function kyivWeekday(now = new Date()): Weekday {
  const short = KYIV_WEEKDAY.format(now).toLowerCase().slice(0, 3);
  return (WEEKDAYS as readonly string[]).includes(short) ? (short as Weekday) : 'mon';
}

/** `09:00–18:00`, or null on a day off. */
export function hoursOf(schedule: StoreSchedule, day: Weekday): string | null {
  const hours = schedule[day];
  return hours.day_off || !hours.open || !hours.close ? null : `${hours.open}–${hours.close}`;
}
