import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPORT_COMMENT_MAX, reviewReportReasons, type ReviewReportReason } from '@supplier/contracts/reviews';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReportReview } from '../api/change-review';

/** Reporting a review that breaks the marketplace's rules: a reason from the list and a comment. */
export function ReviewReportDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const report = useReportReview(reviewId);
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setComment('');
      setProblem(null);
      report.reset();
    }
    onOpenChange(next);
  };
  const submit = () => {
    if (!reason) return setProblem(t('report.reasonRequired'));
    if (reason === 'other' && !comment.trim()) return setProblem(t('report.commentRequired'));
    setProblem(null);
    report.mutate(
      { reason, comment: comment.trim() || null },
      {
        onSuccess: (saved) => {
          toast({ variant: 'successful', description: saved.message });
          change(false);
        },
        onError: (error) => setProblem(errorMessages(error).join(' ')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="review-report-dialog">
        <DialogHeader>
          <DialogTitle>{t('report.title')}</DialogTitle>
          <DialogDescription>{t('report.description')}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{t('report.reason')}</Label>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReviewReportReason | '')}
              aria-required
              className={cn(inputClassName, 'w-full')}
              data-testid="review-report-reason"
            >
              <option value="">{t('report.chooseReason')}</option>
              {reviewReportReasons.map((value) => (
                <option key={value} value={value}>
                  {t(`reportReasons.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-comment`}>{t('report.comment')}</Label>
            <textarea
              id={`${id}-comment`}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              rows={3}
              maxLength={REVIEW_REPORT_COMMENT_MAX}
              aria-describedby={`${id}-limit`}
              className={cn(inputClassName, 'h-auto')}
              data-testid="review-report-comment"
            />
            <p id={`${id}-limit`} className="text-sm text-muted-foreground">
              <TextLimitHint length={comment.length} max={REVIEW_REPORT_COMMENT_MAX} />
            </p>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive" data-testid="review-report-error">
              {problem}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={report.isPending} data-testid="review-report-submit">
            {t('report.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
