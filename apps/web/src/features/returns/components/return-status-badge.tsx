import type { ReturnStatus } from '@supplier/contracts/returns-constants';
import { Badge } from '@/components/ui/badge';
import { useReturnLabels } from '../hooks/use-return-labels';

const VARIANT: Record<ReturnStatus, 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning'> = {
  requested: 'default',
  accepted: 'warning',
  in_transit: 'secondary',
  received: 'warning',
  refunded: 'success',
  refused: 'destructive',
  cancelled: 'outline',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const labels = useReturnLabels();
  return (
    <Badge variant={VARIANT[status]} data-testid="return-status" data-status={status}>
      {labels.status[status]}
    </Badge>
  );
}
