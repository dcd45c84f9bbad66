import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { IssueLike } from '@supplier/contracts/messages';
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
import { ApiError, showErrorToast } from '@/lib/api-client';
import i18n from '@/lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

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
export const storeResolver: Resolver<StoreFormValues, unknown, StoreFields> = async (values) => {
  const result = await storeRequest.safeParseAsync(prepare(values), { reportInput: true });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= { type: issue.code, message: storesIssueText(issue as unknown as IssueLike, locale()) };
  }
  // react-hook-form reads nested errors as nested objects
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = error;
  }
  return { values: {}, errors: nested as FieldErrors<StoreFormValues> };
};

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

const KNOWN = new Set<string>([
  'name',
  'slug',
  'description',
  'phone',
  'email',
  'city',
  ...WEEKDAYS.flatMap((day) => [`schedule.${day}.open`, `schedule.${day}.close`]),
]);

/** A 422 or 409 (slug taken) under the form's fields; anything else as an error toast. */
export function applyStoreErrors(
  error: unknown,
  setError: (name: StoreFieldPath, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): void {
  const body = (error instanceof ApiError ? error.body : null) as { errors?: Record<string, unknown> } | null;
  if (error instanceof ApiError && (error.status === 422 || error.status === 409) && body?.errors) {
    let placed = false;
    for (const [field, texts] of Object.entries(body.errors)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      if (KNOWN.has(field) && list.length > 0) {
        setError(field as StoreFieldPath, { type: 'server', message: list.join(' ') }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (placed) return;
  }
  showErrorToast(error);
}
