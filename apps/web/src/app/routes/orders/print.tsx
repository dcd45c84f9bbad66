import { useSearchParams } from 'react-router';
import { PICK_LIST_MAX_ORDERS } from '@supplier/contracts/orders';
import { OrdersPrintPage } from '@/features/orders/components/orders-print-page';

/** /orders/print?kind=pick|slips&ids=1,2,3 */
export function Component() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .slice(0, PICK_LIST_MAX_ORDERS);
  return <OrdersPrintPage kind={params.get('kind') === 'slips' ? 'slips' : 'pick'} ids={ids} />;
}
