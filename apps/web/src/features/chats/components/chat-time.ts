import { formatDate, formatTime } from '@/lib/date-format';

/** Today's time as HH:mm, an earlier day as dd.MM.yyyy (Kyiv). */
export function shortTime(iso: string, now = new Date()): string {
  return formatDate(iso) === formatDate(now) ? formatTime(iso) : formatDate(iso);
}
