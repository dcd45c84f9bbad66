import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { IssueLike } from '@supplier/contracts/messages';
import { paymentMethodsIssueText } from '@supplier/contracts/payment-methods';
import { toast } from '@/components/ui/use-toast';
import { ApiError, showErrorToast } from '@/lib/api-client';
import i18n from '@/lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en' : 'uk');

/** A react-hook-form resolver from a contracts schema, in the same words as the API's 422 answers. */
export function contractsResolver<In extends FieldValues, S extends z.ZodType>(
  schema: S,
  prepare: (values: In) => unknown = (values) => values,
): Resolver<In, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values), { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= { type: issue.code, message: paymentMethodsIssueText(issue as unknown as IssueLike, locale()) };
    }
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/** A 422's field errors (under `settings.`) on the form's fields, the first focused; the rest in a toast. */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
): void {
  const body = error instanceof ApiError ? ((error.body ?? {}) as { errors?: unknown }) : {};
  if (error instanceof ApiError && body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    const leftovers: string[] = [];
    let focused = false;
    for (const [apiField, texts] of Object.entries(body.errors as Record<string, unknown>)) {
      const list = (Array.isArray(texts) ? texts : [texts]).filter((text): text is string => typeof text === 'string');
      const name = apiField.replace(/^settings\./, '').split('.')[0];
      const field = fields.find((candidate) => candidate === name);
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
  showErrorToast(error);
}
