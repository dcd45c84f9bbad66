import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { orderSaved } from './order-saved';

/** {message, data}: the internal note (empty clears it). */
export function saveOrderNote(id: number, note: string) {
  return callEndpoint(ordersEndpoints.saveOrderNote, { params: { id }, body: { note }, toastOnError: false });
}

export function useSaveOrderNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => saveOrderNote(id, note),
    onSuccess: (saved) => orderSaved(queryClient, saved.data),
  });
}
