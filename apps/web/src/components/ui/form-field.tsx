import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { TextLimitHint } from './text-limit-hint';

/** What a field's control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  /** Set when the field has a `limit`: the browser stops typing at it. */
  maxLength?: number;
}

interface FormFieldProps {
  label: ReactNode;
  /** The error text (already translated); its presence marks the control invalid. */
  error?: string;
  description?: ReactNode;
  /**
   * A free-text field's length limit (the contract's maximum) and the current length: shown under
   * the field with a counter, and set as the control's `maxLength` (issue 17, item 2).
   */
  limit?: { max: number; length: number };
  className?: string;
  /** Receives the props that tie the control to its label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + description + inline error, wired together for assistive technology. */
export function FormField({ label, error, description, limit, className, children }: FormFieldProps) {
  const id = useId();
  const hint = limit ? (
    <>
      {description ? <span className="block">{description}</span> : null}
      <TextLimitHint length={limit.length} max={limit.max} />
    </>
  ) : (
    description
  );
  const descriptionId = hint ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-errormessage': errorId,
        ...(limit ? { maxLength: limit.max } : {}),
      })}
      {hint ? (
        <div id={descriptionId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
