import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { PayoutStatus } from '@supplier/contracts/money-payouts';
import { Badge } from '@/components/ui/badge';

const LOOK = {
  pending: { variant: 'warning', Icon: Clock },
  processing: { variant: 'secondary', Icon: LoaderCircle },
  paid: { variant: 'success', Icon: CircleCheck },
  rejected: { variant: 'destructive', Icon: CircleX },
} as const;

/** pending → processing → paid | rejected, each with its colour and icon (not colour alone). */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('payouts');
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-testid="payout-status" data-status={status}>
      <Icon aria-hidden />
      {t(`status.${status}`)}
    </Badge>
  );
}
