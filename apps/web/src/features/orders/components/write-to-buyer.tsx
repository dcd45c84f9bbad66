import { useTranslation } from 'react-i18next';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { chatsEndpointSchemas } from '@supplier/contracts/chats';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useOpenOrderChat } from '../api/open-order-chat';

/**
 * «Написати покупцю»: opens the order's chat, or a new one (the order page's and a return
 * request's); not shown to a role without the chats (ADR 0041).
 */
export function WriteToBuyer({ orderId, testId = 'order-write-buyer' }: { orderId: number; testId?: string }) {
  const { t } = useTranslation('orders');
  const open = useOpenOrderChat(orderId);
  const allowed = useCan(chatsEndpointSchemas.openOrderChat);
  if (!allowed) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      onClick={() => open.mutate()}
      disabled={open.isPending}
      data-testid={testId}
    >
      {open.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <MessageCircle aria-hidden />}
      {t('detail.writeToBuyer')}
    </Button>
  );
}
