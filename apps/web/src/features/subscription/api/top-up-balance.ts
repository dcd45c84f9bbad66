import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST admin-suppliers/v1/customer/account/up-balance {amount} → {url}: the payment page. */
export function topUpBalance(amount: number): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('admin-suppliers/v1/customer/account/up-balance', {
    method: 'POST',
    body: { amount },
  });
}

export const useTopUpBalance = () => useMutation({ mutationFn: topUpBalance });
