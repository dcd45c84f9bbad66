import { useTranslation } from 'react-i18next';
import { REVIEW_REPORT_COMMENT_MAX, reviewReportReasons } from '@supplier/contracts/reviews';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
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
  const report = useReportReview(reviewId);
  const change = (next: boolean) => {
    if (!next) report.reset();
    onOpenChange(next);
  };
  return (
    <ReasonDialog
      open={open}
      onOpenChange={change}
      texts={{
        title: t('report.title'),
        description: t('report.description'),
        reason: t('report.reason'),
        chooseReason: t('report.chooseReason'),
        reasonRequired: t('report.reasonRequired'),
        comment: t('report.comment'),
        commentRequired: t('report.commentRequired'),
        cancel: t('report.cancel'),
        submit: t('report.submit'),
      }}
      reasons={reviewReportReasons.map((value) => ({ value, label: t(`reportReasons.${value}`) }))}
      commentMax={REVIEW_REPORT_COMMENT_MAX}
      commentRequiredFor={['other']}
      busy={report.isPending}
      error={report.error ? errorMessages(report.error).join(' ') : null}
      testIds={{
        dialog: 'review-report-dialog',
        reason: 'review-report-reason',
        comment: 'review-report-comment',
        error: 'review-report-error',
        submit: 'review-report-submit',
      }}
      onSubmit={(reason, comment) =>
        report.mutate(
          { reason, comment: comment || null },
          {
            onSuccess: (saved) => {
              toast({ variant: 'successful', description: saved.message });
              change(false);
            },
          },
        )
      }
    />
  );
}
