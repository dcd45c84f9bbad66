import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PATHS, type OrderSavedResponse } from '@supplier/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import { orderSaved } from './order-saved';

/** PUT /admin-suppliers/v1/orders/{id}/note → {message, data}: the internal note (empty clears it). */
export function saveOrderNote(id: number, note: string): Promise<OrderSavedResponse> {
  return apiRequest<OrderSavedResponse>(ORDERS_PATHS.note(id), { method: 'PUT', body: { note }, toastOnError: false });
}

export function useSaveOrderNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => saveOrderNote(id, note),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
  });
}
