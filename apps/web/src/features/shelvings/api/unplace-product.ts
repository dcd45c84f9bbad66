import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

/** Takes a product off a shelving → {message, data}. */
export function unplaceProduct({ id, productId }: { id: number; productId: number }) {
  return callEndpoint(shelvingsEndpoints.removeFromShelving, { params: { id, productId } });
}

export function useUnplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unplaceProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
