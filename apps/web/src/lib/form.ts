import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages, showErrorToast } from '@/lib/api-client';
import i18n from '@/lib/i18n';

type Locale = Parameters<typeof issueMessage>[1];

/** The interface language as the contracts' message catalogues name it. */
export const formLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'uk');

export interface SchemaResolverOptions {
  /** The text of a failed rule; a domain passes its own catalogue (e.g. `catalogIssueText`). Default: the shared one. */
  issueText?: (issue: IssueLike, locale: Locale) => string;
  /** The form field an issue's path lands on. Default: the dotted path. */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** Give react-hook-form nested error objects (for nested form values such as `schedule.mon.open`). */
  nested?: boolean;
}

const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** `fieldOf` for forms that show a whole-request issue as the root error. */
export const dottedPathOrRoot = (path: readonly PropertyKey[]) => dottedPath(path) || 'root';

/** `fieldOf` for flat forms: an issue inside a field's value lands on that field. */
export const topLevelField = (path: readonly PropertyKey[]) => String(path[0] ?? '');

function nestErrors(errors: Record<string, FieldError>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = error;
  }
  return nested;
}

/**
 * A react-hook-form resolver from a contracts schema: the same rules and the same words as the
 * API's 422 answers. `prepare` maps the raw form values onto the request shape first.
 */
export function schemaResolver<In extends FieldValues, S extends z.ZodType>(
  schema: S,
  prepare: (values: In) => unknown = (values) => values,
  { issueText = issueMessage, fieldOf = dottedPath, nested = false }: SchemaResolverOptions = {},
): Resolver<In, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values), { reportInput: true });
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path)] ??= {
        type: issue.code,
        message: issueText(issue as unknown as IssueLike, formLocale()),
      };
    }
    return { values: {}, errors: (nested ? nestErrors(errors) : errors) as FieldErrors<In> };
  };
}

/** What `applyServerErrors` needs of a form: react-hook-form's `setError` fits. */
export type SetFieldError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

export interface ServerErrorOptions<F extends string> {
  /** The API's field names when they differ from the form's (e.g. a `telephone` shown under `code`). */
  map?: Partial<Record<string, F>>;
  /** The statuses whose `errors` go under the fields; `null` for any status. Default: 422. */
  statuses?: readonly number[] | null;
  /** Stripped from the API's field names first (e.g. `settings.`). */
  prefix?: string;
  /** An API name below a form field (`key.sub`) lands on that field. */
  nested?: boolean;
  /** Texts no field takes: in an error toast (default), or dropped (the whole error toasts when no field took a text). */
  leftovers?: 'toast' | 'drop';
  /** Receives the message of a non-422 client error instead of the toast (e.g. a wrong code under the code cells). */
  fallbackField?: F;
}

/**
 * Puts a failed call's texts where they belong: the `errors` of a 422 (or of `statuses`) under the
 * form's fields, the first one focused; anything left — and every other failure — in an error toast.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: NoInfer<SetFieldError<F>>,
  fields: readonly F[],
  options: NoInfer<ServerErrorOptions<F>> = {},
): void {
  if (!(error instanceof ApiError)) {
    showErrorToast(error);
    return;
  }
  const { map, statuses = [422], prefix = '', nested = false, leftovers: extra = 'toast', fallbackField } = options;
  const body = (error.body ?? {}) as { errors?: unknown };
  if (
    (statuses === null || statuses.includes(error.status)) &&
    body.errors &&
    typeof body.errors === 'object' &&
    !Array.isArray(body.errors)
  ) {
    const leftovers: string[] = [];
    let focused = false;
    for (const [apiField, texts] of Object.entries(body.errors as Record<string, unknown>)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      const name = apiField.startsWith(prefix) ? apiField.slice(prefix.length) : apiField;
      const field =
        map?.[apiField] ??
        fields.find((candidate) => candidate === name || (nested && name.startsWith(`${candidate}.`)));
      if (field && list.length > 0) {
        setError(field, { type: 'server', message: list.join(' ') }, { shouldFocus: !focused });
        focused = true;
      } else {
        leftovers.push(...list);
      }
    }
    if (extra === 'drop') leftovers.length = 0;
    if (leftovers.length > 0) toast({ variant: 'destructive', description: leftovers.join('\n') });
    if (focused || leftovers.length > 0) return;
  }
  if (fallbackField && error.status >= 400 && error.status < 500 && error.status !== 429) {
    setError(fallbackField, { type: 'server', message: errorMessages(error).join(' ') }, { shouldFocus: true });
    return;
  }
  showErrorToast(error);
}

/** The stable `code` of a failed call (e.g. np_key_missing), or null. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
