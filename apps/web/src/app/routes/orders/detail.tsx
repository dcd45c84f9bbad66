import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

/** /orders/{id} */
export function Component() {
  const { id } = useParams();
  const orderId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  return <OrderDetailPage key={orderId} id={orderId} />;
}
