import { useTranslation } from 'react-i18next';
import { cancelReasons, ORDER_CANCEL_COMMENT_MAX, type CancelReason } from '@supplier/contracts/orders';
import { ReasonDialog } from '@/components/ui/reason-dialog';

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
  /** The comment comes trimmed; empty when none. */
  onConfirm(reason: CancelReason, comment: string): void;
}) {
  const { t } = useTranslation('orders');
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={{
        title: t('cancel.title', { number }),
        description: t('cancel.description'),
        reason: t('cancel.reason'),
        chooseReason: t('cancel.chooseReason'),
        reasonRequired: t('cancel.reasonRequired'),
        comment: t('cancel.comment'),
        cancel: t('cancel.keep'),
        submit: t('cancel.submit'),
      }}
      reasons={cancelReasons.map((value) => ({ value, label: t(`cancelReasons.${value}`) }))}
      commentMax={ORDER_CANCEL_COMMENT_MAX}
      busy={busy}
      error={error}
      destructive
      testIds={{
        dialog: 'cancel-order-dialog',
        reason: 'cancel-reason',
        comment: 'cancel-comment',
        error: 'cancel-error',
        submit: 'cancel-confirm',
      }}
      onSubmit={onConfirm}
    />
  );
}
