import { useId, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { cn } from '@/lib/cn';

/**
 * A decision that carries the seller's words: refusing (the buyer reads the reason, `min` of them
 * required) or recording a cash-on-delivery refund (an optional comment). `onSubmit` gets the text
 * trimmed; `error` is the server's refusal of the last attempt.
 */
export function TextDecisionDialog({
  open,
  onOpenChange,
  texts,
  min,
  max,
  busy,
  error,
  testIds,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  texts: { title: string; description: string; label: string; required?: string; submit: string };
  /** 0: the text may be left empty. */
  min: number;
  max: number;
  busy: boolean;
  error: string | null;
  testIds: { dialog: string; text: string; submit: string; problem: string };
  onSubmit(text: string): Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = (next: boolean) => {
    if (next) {
      setText('');
      setTooShort(false);
    }
    onOpenChange(next);
  };
  const length = text.trim().length;
  const problem = tooShort ? (texts.required ?? null) : error;
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={texts.title}
      description={texts.description}
      onSubmit={async (event) => {
        event.preventDefault();
        setTooShort(length < min);
        if (length < min) return;
        await onSubmit(text.trim());
      }}
      submitLabel={texts.submit}
      busy={busy}
      testId={testIds.dialog}
      submitTestId={testIds.submit}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{texts.label}</Label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (tooShort && event.target.value.trim().length >= min) setTooShort(false);
          }}
          rows={4}
          maxLength={max}
          required={min > 0}
          aria-invalid={tooShort || undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          className={cn(inputClassName, 'h-auto min-h-24 resize-y')}
          data-testid={testIds.text}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          <TextLimitHint length={length} max={max} />
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive" data-testid={testIds.problem}>
            {problem}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
