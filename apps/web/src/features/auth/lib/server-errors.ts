import { ApiError, errorMessages, showErrorToast } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';

/** What `applyServerErrors` needs of a form: react-hook-form's `setError` fits. */
export type SetFieldError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/** The API's field names when they differ from the form's (e.g. a `sms_code` shown as `code`). */
export type FieldMap<F extends string> = Partial<Record<string, F>>;

/**
 * Puts a failed call's texts where they belong: a 422's `errors` under the form's fields (the
 * first one focused), anything left — and every other failure — in an error toast.
 * `fallbackField` receives the message of a non-422 client error instead of the toast (e.g. a
 * wrong or expired code shown under the code cells).
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: NoInfer<SetFieldError<F>>,
  fields: readonly F[],
  options: { map?: NoInfer<FieldMap<F>>; fallbackField?: NoInfer<F> } = {},
): void {
  if (!(error instanceof ApiError)) {
    showErrorToast(error);
    return;
  }
  const body = (error.body ?? {}) as { errors?: unknown };
  if (error.status === 422 && body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    const leftovers: string[] = [];
    let focused = false;
    for (const [apiField, texts] of Object.entries(body.errors as Record<string, unknown>)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      const field = options.map?.[apiField] ?? (fields.includes(apiField as F) ? (apiField as F) : undefined);
      if (field && list.length > 0) {
        setError(field, { type: 'server', message: list.join(' ') }, { shouldFocus: !focused });
        focused = true;
      } else {
        leftovers.push(...list);
      }
    }
    if (leftovers.length > 0) toast({ variant: 'destructive', description: leftovers.join('\n') });
    if (focused || leftovers.length > 0) return;
  }
  if (options.fallbackField && error.status >= 400 && error.status < 500 && error.status !== 429) {
    setError(options.fallbackField, { type: 'server', message: errorMessages(error).join(' ') }, { shouldFocus: true });
    return;
  }
  showErrorToast(error);
}

/** Seconds to wait after a 429 (Retry-After, or the wait the body names), else the default. */
export function retryAfterSeconds(error: unknown, fallback = 60): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  const carrier = error as unknown as { retryAfter?: unknown; headers?: Headers };
  const header = carrier.headers instanceof Headers ? carrier.headers.get('retry-after') : undefined;
  const body = (error.body ?? {}) as { retry_after?: unknown; resend_after?: unknown };
  for (const candidate of [carrier.retryAfter, header, body.retry_after, body.resend_after]) {
    const seconds = Number(candidate);
    if (candidate != null && candidate !== '' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return fallback;
}
