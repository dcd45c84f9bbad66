import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';

/** «Написати покупцю»: the order's chat (or a new one the seller opens), then its page. */
export function useOpenOrderChat(orderId: number) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(chatsEndpoints.openOrderChat, { body: { order_id: orderId } }),
    onSuccess: ({ data }) => void navigate(`/chats/${data.id}`),
  });
}
