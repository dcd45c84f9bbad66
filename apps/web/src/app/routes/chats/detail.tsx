import { useParams } from 'react-router';
import { ChatPage } from '@/features/chats/components/chat-page';

/** /chats/{chatId}: `Чат`. */
export function Component() {
  const { chatId } = useParams();
  const id = /^\d{1,15}$/.test(chatId ?? '') ? Number(chatId) : 0;
  return <ChatPage key={id} id={id} />;
}
