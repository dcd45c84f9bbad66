import type { ComponentProps, FocusEvent } from 'react';
import { Input } from './input';

/** The Ukrainian country code; numbers are sent as E.164: +380XXXXXXXXX. */
export const UA_PHONE_PREFIX = '+380';

/**
 * A Ukrainian number as typed (0XXXXXXXXX, 380XXXXXXXXX, +380XXXXXXXXX, 80XXXXXXXXX or the nine
 * digits after +380; spaces, dashes, dots and brackets allowed) as E.164, or null when it is not one.
 */
export function normalizeUaPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  const match = /^\+?(\d+)$/.exec(compact);
  if (!match) return null;
  const digits = match[1]!;
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^80\d{9}$/.test(digits)) return `+3${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^[1-9]\d{8}$/.test(digits) && !compact.startsWith('+')) return `${UA_PHONE_PREFIX}${digits}`;
  return null;
}

/**
 * `+380 50 123 45 67` for a valid number; anything else is returned as typed. `nowrap` joins the
 * groups with no-break spaces, for a number inside running text.
 */
export function formatUaPhone(value: string, { nowrap = false }: { nowrap?: boolean } = {}): string {
  const e164 = normalizeUaPhone(value);
  if (!e164) return value;
  const d = e164.slice(4);
  return [UA_PHONE_PREFIX, d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7)].join(nowrap ? '\u00a0' : ' ');
}

type PhoneInputProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * A telephone field for Ukrainian numbers. It accepts every common way of writing one and, when
 * used uncontrolled (react-hook-form `register`), tidies a valid number to `+380 XX XXX XX XX`
 * on blur. Normalise with `normalizeUaPhone` before sending.
 */
export function PhoneInput({ onBlur, placeholder = '+380 XX XXX XX XX', ...props }: PhoneInputProps) {
  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (props.value === undefined) {
      const formatted = formatUaPhone(event.currentTarget.value);
      if (formatted !== event.currentTarget.value) event.currentTarget.value = formatted;
    }
    onBlur?.(event);
  }
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      data-slot="phone-input"
      placeholder={placeholder}
      onBlur={handleBlur}
      {...props}
    />
  );
}
