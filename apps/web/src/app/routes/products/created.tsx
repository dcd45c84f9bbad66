import { useSearchParams } from 'react-router';
import { ProductCreated } from '@/features/products/components/product-created';

/** products/created: the success page after a manual create. */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return <ProductCreated id={Number.isInteger(id) && id > 0 ? id : null} />;
}
