import { useParams } from 'react-router';
import { productFinder } from '@/app/find-products';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

/** Products an order may take on: active ones, a screenful. */
const findProducts = productFinder({ status: 'active', count: 8 });

/** /orders/{id} */
export function Component() {
  const { id } = useParams();
  const orderId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  return <OrderDetailPage key={orderId} id={orderId} findProducts={findProducts} />;
}
