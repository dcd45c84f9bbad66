import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/page-states';
import { useMediaQuery } from '@/lib/use-media-query';
import { ChatList } from './chat-list';
import { ChatPage } from './chat-page';

/** From this width the list and the open conversation stand side by side, as sellers know from Prom. */
export const SPLIT_QUERY = '(min-width: 1024px)';

/**
 * /chats and /chats/{id}. Narrower than 1024 px: the list, or the open chat full width with a way
 * back. From 1024 px: the list on the left and the open chat (or a prompt to choose one) on the
 * right; the address still names the open chat, and the list (its search, filter and scroll) stays
 * as it was while chats are switched.
 */
export function ChatsPage({ title, chatId }: { title: string; chatId?: number }) {
  const { t } = useTranslation('chats');
  const split = useMediaQuery(SPLIT_QUERY);
  const list = useRef<HTMLElement>(null);
  if (!split && chatId !== undefined) return <ChatPage key={chatId} id={chatId} />;
  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader title={title} description={t('description')} />
      {split ? (
        <div className="flex h-[calc(100dvh-14rem)] min-h-[28rem] min-w-0 gap-4">
          <section
            ref={list}
            aria-label={title}
            className="flex w-80 shrink-0 flex-col gap-3 2xl:w-96"
            data-testid="chats-pane"
          >
            <ChatList selectedId={chatId} pane />
          </section>
          <div
            className="flex min-w-0 flex-1 flex-col"
            onKeyDown={(event) => {
              // Escape in the conversation returns to its row (menus and sheets are portals, outside this box).
              if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
              list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
            }}
            data-testid="chat-pane"
          >
            {chatId === undefined ? (
              <div className="flex flex-1 flex-col *:flex-1 *:justify-center">
                <EmptyState
                  icon={MessagesSquare}
                  title={t('split.pick')}
                  description={t('split.pickHint')}
                  testId="chat-pick"
                />
              </div>
            ) : (
              <ChatPage key={chatId} id={chatId} embedded />
            )}
          </div>
        </div>
      ) : (
        <ChatList />
      )}
    </div>
  );
}
