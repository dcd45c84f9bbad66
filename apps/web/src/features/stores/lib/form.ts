import type { Resolver } from 'react-hook-form';
import {
  DEFAULT_STORE_SCHEDULE,
  WEEKDAYS,
  storeRequest,
  storesIssueText,
  type Store,
  type StoreFields,
  type Weekday,
} from '@supplier/contracts/stores';
import { normalizeUaPhone, formatUaPhone } from '@/components/ui/phone-input';
import { applyServerErrors, schemaResolver, type SetFieldError } from '@/lib/form';

export interface DayValues {
  day_off: boolean;
  open: string;
  close: string;
}

/** What the store form holds: everything as typed (times '' when not set). */
export interface StoreFormValues {
  name: string;
  slug: string;
  description: string;
  phone: string;
  email: string;
  city: string;
  schedule: Record<Weekday, DayValues>;
}

export function formValuesOf(store?: Store | null): StoreFormValues {
  const schedule = store?.schedule ?? DEFAULT_STORE_SCHEDULE;
  return {
    name: store?.name ?? '',
    slug: store?.slug ?? '',
    description: store?.description ?? '',
    phone: store?.phone ? formatUaPhone(store.phone) : '',
    email: store?.email ?? '',
    city: store?.city ?? '',
    schedule: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        { day_off: schedule[day].day_off, open: schedule[day].open ?? '', close: schedule[day].close ?? '' },
      ]),
    ) as Record<Weekday, DayValues>,
  };
}

/** The request body from the form (a valid phone as E.164; anything else as typed, so it fails). */
function prepare(values: StoreFormValues): unknown {
  return { ...values, phone: normalizeUaPhone(values.phone) ?? values.phone.trim() };
}

/** The contracts' `storeRequest`, worded like the API's 422 answers (its own catalogue first). */
export const storeResolver: Resolver<StoreFormValues, unknown, StoreFields> = schemaResolver<
  StoreFormValues,
  typeof storeRequest
>(storeRequest, prepare, { issueText: storesIssueText, nested: true });

/** Form field paths the API may name in `errors` (schedule.mon.open…). */
export type StoreFieldPath =
  | 'name'
  | 'slug'
  | 'description'
  | 'phone'
  | 'email'
  | 'city'
  | `schedule.${Weekday}.open`
  | `schedule.${Weekday}.close`;

const KNOWN: readonly StoreFieldPath[] = [
  'name',
  'slug',
  'description',
  'phone',
  'email',
  'city',
  ...WEEKDAYS.flatMap((day) => [`schedule.${day}.open` as const, `schedule.${day}.close` as const]),
];

/** A 422 or 409 (slug taken) under the form's fields; anything else as an error toast. */
export function applyStoreErrors(error: unknown, setError: SetFieldError<StoreFieldPath>): void {
  applyServerErrors(error, setError, KNOWN, { statuses: [422, 409], leftovers: 'drop' });
}
