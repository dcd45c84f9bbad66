import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** DELETE /v1/customers/telegram/disconnect */
export function disconnectTelegram(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/customers/telegram/disconnect', { method: 'DELETE' });
}

/** SPEC section 4: connected becomes disconnected; the stored user loses its telegram_id. */
export function useDisconnectTelegram() {
  return useMutation({
    mutationFn: disconnectTelegram,
    onSuccess: () => useSession.getState().mergeUserData({ telegram_id: null }),
  });
}
