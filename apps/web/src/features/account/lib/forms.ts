import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages, showErrorToast } from '@/lib/api-client';
import i18n from '@/lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

/**
 * A react-hook-form resolver from a contracts schema: the same rules and the same words as the
 * API's 422 answers. `prepare` maps the raw form values onto the request shape first.
 */
export function schemaResolver<In extends FieldValues, S extends z.ZodType<FieldValues>>(
  schema: S,
  prepare: (values: In) => unknown = (values) => values,
): Resolver<In, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values), { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: issueMessage(issue as unknown as IssueLike, locale()) };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

type SetError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/** A failed call's 422 field texts under the form's fields; everything else in an error toast. */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: NoInfer<SetError<F>>,
  fields: readonly F[],
  map: Partial<Record<string, NoInfer<F>>> = {},
): void {
  const body = (error instanceof ApiError ? error.body : null) as { errors?: unknown } | null;
  if (error instanceof ApiError && error.status === 422 && body?.errors && typeof body.errors === 'object') {
    const leftovers: string[] = [];
    let focused = false;
    for (const [apiField, texts] of Object.entries(body.errors as Record<string, unknown>)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      const field = map[apiField] ?? (fields.includes(apiField as F) ? (apiField as F) : undefined);
      if (field && list.length > 0) {
        setError(field, { type: 'server', message: list.join(' ') }, { shouldFocus: !focused });
        focused = true;
      } else {
        leftovers.push(...list);
      }
    }
    if (leftovers.length > 0) toast({ variant: 'destructive', description: leftovers.join('\n') });
    if (focused || leftovers.length > 0) return;
    toast({ variant: 'destructive', description: errorMessages(error).join('\n') });
    return;
  }
  showErrorToast(error);
}
