import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input';

/** `2026-02-01` → `01.02.2026`; anything else → ''. */
export function isoToDisplay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** `01.02.2026` (a real calendar day) → `2026-02-01`; an incomplete or impossible date → null. */
export function displayToIso(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().startsWith(iso) ? iso : null;
}

/** Puts the dots in while digits are typed: `01022026` → `01.02.2026`. */
function withDots(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** `YYYY-MM-DD` or '' (no date). */
  value: string;
  /** Called with `YYYY-MM-DD` once a whole day is typed, or '' when the field is cleared. */
  onChange(value: string): void;
};

/**
 * The panel's one date field: typed and shown as `дд.мм.рррр` in any browser locale (a native
 * date input follows the browser's locale, not the panel's), with the value as `YYYY-MM-DD`.
 */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: value, text: isoToDisplay(value) });
  const text = draft.for === value ? draft.text : isoToDisplay(value);
  const incomplete = text !== '' && displayToIso(text) === null;
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('datePlaceholder')}
      value={text}
      aria-invalid={props['aria-invalid'] ?? (incomplete || undefined)}
      onChange={(event) => {
        const next = withDots(event.target.value);
        const iso = next === '' ? '' : displayToIso(next);
        setDraft({ for: iso ?? value, text: next });
        if (iso !== null && iso !== value) onChange(iso);
      }}
    />
  );
}
