import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementResponse } from '@supplier/contracts/shelvings';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** DELETE /admin-suppliers/v1/shelvings/{id}/placements/{productId} → {message, data}. */
export function unplaceProduct({ id, productId }: { id: number; productId: number }): Promise<PlacementResponse> {
  return apiRequest<PlacementResponse>(`admin-suppliers/v1/shelvings/${id}/placements/${productId}`, {
    method: 'DELETE',
  });
}

export function useUnplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unplaceProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
