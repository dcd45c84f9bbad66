import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { ApiError, showErrorToast } from '@/lib/api-client';
import i18n from '@/lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

/** A resolver from a contracts schema; texts from the contracts' catalogue, as the API words them. */
export function contractResolver<In extends FieldValues, S extends z.ZodType<FieldValues>>(
  schema: S,
): Resolver<In, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.map(String).join('.')] ??= {
        type: issue.code,
        message: issueMessage(issue as unknown as IssueLike, locale()),
      };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/** A 422's texts under the form's fields; everything else (and what is left) as an error toast. */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  fields: readonly F[],
): void {
  const body = (error instanceof ApiError ? error.body : null) as { errors?: Record<string, unknown> } | null;
  if (error instanceof ApiError && error.status === 422 && body?.errors && typeof body.errors === 'object') {
    let focused = false;
    let placed = false;
    for (const [field, texts] of Object.entries(body.errors)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      if (fields.includes(field as F) && list.length > 0) {
        setError(field as F, { type: 'server', message: list.join(' ') }, { shouldFocus: !focused });
        focused = true;
        placed = true;
      }
    }
    if (placed) return;
  }
  showErrorToast(error);
}
