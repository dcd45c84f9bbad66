import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { catalogIssueText } from '@supplier/contracts/categories';
import type { IssueLike } from '@supplier/contracts/messages';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import i18n from '@/lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

/** A resolver from a contracts schema, worded like the API's 422 answers (the catalog's texts first). */
export function catalogResolver<In extends FieldValues, S extends z.ZodType>(
  schema: S,
  prepare: (values: In) => unknown = (values) => values,
): Resolver<In, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values), { reportInput: true });
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: catalogIssueText(issue as unknown as IssueLike, locale()) };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/** A failed save: field texts of a 409/422 under the form's fields, everything else in a toast. */
export function applyServerErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  fields: readonly string[],
): void {
  const body = error instanceof ApiError ? ((error.body ?? {}) as { errors?: Record<string, unknown> }) : {};
  if (error instanceof ApiError && (error.status === 422 || error.status === 409) && body.errors) {
    const leftovers: string[] = [];
    let focused = false;
    for (const [field, texts] of Object.entries(body.errors)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      if (fields.includes(field) && list.length > 0) {
        setError(field as never, { type: 'server', message: list.join(' ') }, { shouldFocus: !focused });
        focused = true;
      } else leftovers.push(...list);
    }
    if (leftovers.length > 0) toast({ variant: 'destructive', description: leftovers.join('\n') });
    return;
  }
  showErrorToast(error);
}
