import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { issueMessage, type ValidationKey } from '@supplier/contracts/messages';
import { formLocale } from '@/lib/form';
import { normalizeUaPhone } from '@/components/ui/phone-input';

/** A rule's text in the interface language (the contracts' catalogue, as the API words it). */
export function validationText(key: ValidationKey): string {
  return issueMessage({ code: 'custom', message: key }, formLocale());
}

/** A check of one field: the key of the failed rule (contracts' validation catalogue) or null. */
export type Rule<T> = (value: string, values: T) => ValidationKey | null;

export const required: Rule<unknown> = (value) => (value.trim() ? null : 'required');
export const uaPhone: Rule<unknown> = (value) =>
  !value.trim() ? 'required' : normalizeUaPhone(value) ? null : 'phone';
export const smsCode: Rule<unknown> = (value) => (!value ? 'required' : /^\d{6}$/.test(value) ? null : 'code_format');

/**
 * A resolver for the light forms (no zod in their chunks): each field's rules run in order and the
 * first failing one gives the message, in the same words as the API's 422 answers. `transform`
 * turns the valid raw values into the request body (e.g. a phone as E.164).
 */
export function rulesResolver<In extends FieldValues, Out extends FieldValues = In>(
  rules: { [K in keyof In]?: Rule<In>[] },
  transform: (values: In) => Out = (values) => values as unknown as Out,
): Resolver<In, unknown, Out> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [name, checks] of Object.entries(rules) as [string, Rule<In>[] | undefined][]) {
      const raw: unknown = values[name];
      const text = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
      for (const check of checks ?? []) {
        const key = check(text, values);
        if (key) {
          errors[name] = { type: key, message: validationText(key) };
          break;
        }
      }
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<In> }
      : { values: transform(values), errors: {} };
  };
}

/** A password login is a phone or an email: a phone goes as E.164, anything else as typed. */
export function normalizeLogin(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return trimmed;
  return normalizeUaPhone(trimmed) ?? trimmed;
}
