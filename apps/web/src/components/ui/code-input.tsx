import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { cn } from '@/lib/cn';

interface CodeInputProps {
  /** The digits entered so far (no gaps: editing a middle digit shifts the rest). */
  value: string;
  onChange(value: string): void;
  /** Called when the last digit is entered, e.g. to submit. */
  onComplete?(value: string): void;
  onBlur?(): void;
  length?: number;
  /** The id of the first cell, so a `<label htmlFor>` focuses it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Reaches the first cell (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  /** The group's accessible name, e.g. the field label. */
  'aria-label': string;
  /** Each cell's accessible name: digitLabel(1, 6) → "Digit 1 of 6" (translated by the caller). */
  digitLabel(position: number, length: number): string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  className?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code as separate digit cells. Typing moves forward; Backspace and Delete remove;
 * arrows, Home and End move; pasting or SMS autofill into any cell spreads the digits. Only one
 * cell is a tab stop, so the whole code is a single step in the tab order.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  onBlur,
  length = 6,
  id,
  name,
  disabled,
  autoFocus,
  ref,
  digitLabel,
  className,
  'aria-label': groupLabel,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-errormessage': errorMessage,
}: CodeInputProps) {
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  // the value as of the last keystroke: focus moves before React renders it
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const filled = Math.min(value.length, length);
  const active = Math.min(filled, length - 1);

  function focusCell(index: number) {
    const cell = cells.current[Math.max(0, Math.min(index, length - 1))];
    cell?.focus();
    cell?.select();
  }

  function update(next: string, focusIndex: number) {
    const previous = latest.current;
    const clean = digitsOf(next).slice(0, length);
    latest.current = clean;
    if (clean !== previous) onChange(clean);
    focusCell(Math.min(focusIndex, clean.length));
    if (clean.length === length && clean !== previous) onComplete?.(clean);
  }

  function handleInput(index: number, raw: string) {
    const value = latest.current;
    const digits = digitsOf(raw);
    if (raw === '') update(value.slice(0, index) + value.slice(index + 1), index);
    else if (digits.length === 1) update(value.slice(0, index) + digits + value.slice(index + 1), index + 1);
    else if (digits.length > 1) update(value.slice(0, index) + digits, index + digits.length);
    // a non-digit typed: the controlled cell keeps its digit
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const value = latest.current;
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) update(value.slice(0, index) + digits, index + digits.length);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const value = latest.current;
    const filled = Math.min(value.length, length);
    const hasDigit = index < filled;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (hasDigit) update(value.slice(0, index) + value.slice(index + 1), index);
        else if (index > 0) update(value.slice(0, index - 1), index - 1);
        break;
      case 'Delete':
        event.preventDefault();
        if (hasDigit) update(value.slice(0, index) + value.slice(index + 1), index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(Math.min(index + 1, filled));
        break;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        break;
      case 'End':
        event.preventDefault();
        focusCell(filled);
        break;
      default:
        // typing the digit already in the cell changes nothing, so move on explicitly
        if (hasDigit && event.key === value[index] && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          focusCell(index + 1);
        }
    }
  }

  return (
    <div
      role="group"
      aria-label={groupLabel}
      aria-describedby={describedBy}
      data-slot="code-input"
      className={cn('grid max-w-sm grid-cols-6 gap-2', className)}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            cells.current[index] = element;
            if (index === 0 && ref) {
              if (typeof ref === 'function') ref(element);
              else ref.current = element;
            }
          }}
          id={index === 0 ? id : undefined}
          name={index === 0 ? name : undefined}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === active}
          disabled={disabled}
          tabIndex={index === active ? 0 : -1}
          value={value[index] ?? ''}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={invalid}
          aria-errormessage={invalid ? errorMessage : undefined}
          onChange={(event) => handleInput(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => {
            const reached = Math.min(latest.current.length, length - 1);
            if (index > reached) focusCell(reached);
            else event.currentTarget.select();
          }}
          onClick={(event) => event.currentTarget.select()}
          onBlur={onBlur}
          className="h-12 w-full min-w-0 rounded-lg border border-border bg-card text-center text-lg font-semibold text-foreground tabular-nums shadow-xs transition-colors caret-primary focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        />
      ))}
    </div>
  );
}
