import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelReasons, ORDER_CANCEL_COMMENT_MAX, type CancelReason } from '@supplier/contracts/orders';
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
import { cn } from '@/lib/cn';
import { TextLimitHint } from '@/components/ui/text-limit-hint';

/** Cancelling needs a reason from the fixed list (and may carry a comment). */
export function CancelOrderDialog({
  open,
  onOpenChange,
  number,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  number: string;
  busy: boolean;
  /** The refusal of the last attempt, shown inside the dialog. */
  error: string | null;
  onConfirm(reason: CancelReason, comment: string): void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const id = useId();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setComment('');
      setMissing(false);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="cancel-order-dialog">
        <DialogHeader>
          <DialogTitle>{t('cancel.title', { number })}</DialogTitle>
          <DialogDescription>{t('cancel.description')}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setMissing(true);
              return;
            }
            onConfirm(reason, comment);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{t('cancel.reason')}</Label>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as CancelReason | '');
                setMissing(false);
              }}
              aria-required
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              className={cn(inputClassName, 'w-full')}
              data-testid="cancel-reason"
            >
              <option value="">{t('cancel.chooseReason')}</option>
              {cancelReasons.map((value) => (
                <option key={value} value={value}>
                  {t(`cancelReasons.${value}`)}
                </option>
              ))}
            </select>
            {missing && (
              <p id={`${id}-missing`} role="alert" className="text-sm text-destructive">
                {t('cancel.reasonRequired')}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment`}>{t('cancel.comment')}</Label>
            <textarea
              id={`${id}-comment`}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              rows={2}
              maxLength={ORDER_CANCEL_COMMENT_MAX}
              aria-describedby={`${id}-comment-limit`}
              className={cn(inputClassName, 'h-auto')}
              data-testid="cancel-comment"
            />
            <p id={`${id}-comment-limit`} className="text-sm text-muted-foreground">
              <TextLimitHint length={comment.length} max={ORDER_CANCEL_COMMENT_MAX} />
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive" data-testid="cancel-error">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="destructive" disabled={busy} data-testid="cancel-confirm">
            {t('cancel.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
