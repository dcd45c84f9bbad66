import { useTranslation } from 'react-i18next';
import { ChatsPage } from '@/features/chats/components/chats-page';

/** /chats: `Чати`. */
export function Component() {
  const { t } = useTranslation('routes');
  return <ChatsPage title={t('chats')} />;
}
