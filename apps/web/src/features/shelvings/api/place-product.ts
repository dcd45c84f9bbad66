import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementRequest, PlacementResponse } from '@supplier/contracts/shelvings';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** POST /admin-suppliers/v1/shelvings/{id}/placements {product_id, quantity} → {message, data}; 409 over capacity. */
export function placeProduct({ id, body }: { id: number; body: PlacementRequest }): Promise<PlacementResponse> {
  return apiRequest<PlacementResponse>(`admin-suppliers/v1/shelvings/${id}/placements`, {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export function usePlaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
