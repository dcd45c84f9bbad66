import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatsPage } from '@/features/chats/components/chats-page';

/**
 * /chats: `Чати`, and /chats/{chatId}: `Чат` (detail.tsx gives this same component): one component
 * for both routes lets React keep the list beside the conversation while chats are switched.
 */
export function Component() {
  const { t } = useTranslation('routes');
  const { chatId } = useParams();
  const id = chatId === undefined ? undefined : /^\d{1,15}$/.test(chatId) ? Number(chatId) : 0;
  return <ChatsPage title={t('chats')} chatId={id} />;
}
