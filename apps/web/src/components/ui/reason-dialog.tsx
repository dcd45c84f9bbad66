import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { cn } from '@/lib/cn';

export interface ReasonDialogTexts {
  title: string;
  description: string;
  reason: string;
  chooseReason: string;
  reasonRequired: string;
  comment: string;
  /** Said when a reason that needs a comment (`commentRequiredFor`) has none. */
  commentRequired?: string;
  cancel: string;
  submit: string;
}

interface ReasonFormProps<Reason extends string> {
  texts: ReasonDialogTexts;
  reasons: { value: Reason; label: string }[];
  commentMax: number;
  commentRequiredFor?: Reason[];
  busy: boolean;
  error: string | null;
  destructive?: boolean;
  testIds: { dialog: string; reason: string; comment: string; error: string; submit: string };
  onSubmit(reason: Reason, comment: string): void;
}

/**
 * A decision that needs a reason from a fixed list and may carry a comment (cancelling an order,
 * reporting a review). The dialog checks the choice itself; `error` is the server's refusal of
 * the last attempt. `onSubmit` gets the comment trimmed. Closing forgets what was chosen.
 */
export function ReasonDialog<Reason extends string>({
  open,
  onOpenChange,
  ...form
}: ReasonFormProps<Reason> & { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={form.testIds.dialog}>
        <ReasonForm {...form} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm<Reason extends string>({
  texts,
  reasons,
  commentMax,
  commentRequiredFor = [],
  busy,
  error,
  destructive = false,
  testIds,
  onSubmit,
  onClose,
}: ReasonFormProps<Reason> & { onClose(): void }) {
  const id = useId();
  const form = useForm<{ reason: Reason | ''; comment: string }>({ defaultValues: { reason: '', comment: '' } });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const { errors } = form.formState;
  const problem = errors.reason ? 'reason' : errors.comment ? 'comment' : null;
  const submit = form.handleSubmit(({ reason, comment }) => onSubmit(reason as Reason, comment.trim()));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <form id={`${id}-form`} className="grid gap-3" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{texts.reason}</Label>
          <select
            id={`${id}-reason`}
            {...form.register('reason', { required: true })}
            aria-required
            aria-invalid={problem === 'reason' || undefined}
            aria-describedby={problem === 'reason' ? `${id}-problem` : undefined}
            className={cn(inputClassName, 'w-full')}
            data-testid={testIds.reason}
          >
            <option value="">{texts.chooseReason}</option>
            {reasons.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {problem === 'reason' && (
            <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
              {texts.reasonRequired}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-comment`}>{texts.comment}</Label>
          <textarea
            id={`${id}-comment`}
            {...form.register('comment', {
              validate: (text, { reason }) => !reason || !commentRequiredFor.includes(reason) || text.trim() !== '',
            })}
            rows={3}
            maxLength={commentMax}
            aria-invalid={problem === 'comment' || undefined}
            aria-describedby={problem === 'comment' ? `${id}-problem ${id}-limit` : `${id}-limit`}
            className={cn(inputClassName, 'h-auto')}
            data-testid={testIds.comment}
          />
          {problem === 'comment' && (
            <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
              {texts.commentRequired}
            </p>
          )}
          <p id={`${id}-limit`} className="text-sm text-muted-foreground">
            <TextLimitHint length={comment.length} max={commentMax} />
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive" data-testid={testIds.error}>
            {error}
          </p>
        )}
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant={destructive ? 'destructive' : 'default'}
          disabled={busy}
          data-testid={testIds.submit}
        >
          {texts.submit}
        </Button>
      </DialogFooter>
    </>
  );
}
