import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '@supplier/contracts/chats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { useChats } from '../api/chats';
import { ChatSubjectLine } from './chat-subject';
import { shortTime } from './chat-time';

/** /chats: the supplier's conversations, the latest first, live (`chat.changed` reloads the list). */
export function ChatsPage({ title }: { title: string }) {
  const { t } = useTranslation('chats');
  const [search, setSearch] = useState('');
  const [unread, setUnread] = useState(false);
  const filter = { search: useDebounced(search.trim(), 300), unread };
  const chats = useChats(filter);
  const filtered = filter.search !== '' || unread;

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader title={title} description={t('description')} />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="w-full sm:w-72"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          maxLength={100}
          data-testid="chats-search"
        />
        <div role="group" aria-label={t('list.show')} className="flex gap-1">
          <Button
            variant={unread ? 'outline' : 'secondary'}
            size="sm"
            aria-pressed={!unread}
            onClick={() => setUnread(false)}
          >
            {t('list.all')}
          </Button>
          <Button
            variant={unread ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={unread}
            onClick={() => setUnread(true)}
            data-testid="chats-unread-filter"
          >
            {t('list.unread')}
          </Button>
        </div>
      </div>

      <ListStates
        result={chats}
        loading={{ rows: 5, className: 'h-16' }}
        error={{ title: t('list.loadError') }}
        empty={
          <EmptyState
            title={filtered ? t('list.noneFound') : t('list.empty')}
            description={filtered ? undefined : t('list.emptyHint')}
            testId="chats-empty"
          />
        }
      >
        {(data) => (
          <ul
            className="grid min-w-0 divide-y divide-border rounded-xl border border-border bg-card"
            data-testid="chats-list"
          >
            {data.data.map((chat) => (
              <ChatRow key={chat.id} chat={chat} />
            ))}
          </ul>
        )}
      </ListStates>
      {chats.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void chats.fetchNextPage()}
          disabled={chats.isFetchingNextPage}
        >
          {t('list.more')}
        </Button>
      )}
    </div>
  );
}

/** A conversation: the buyer, the subject, the last message, its time and the unread count. */
function ChatRow({ chat }: { chat: ChatListItem }) {
  const { t } = useTranslation('chats');
  return (
    <li className="min-w-0">
      <Link
        to={`/chats/${chat.id}`}
        className="flex min-w-0 items-start gap-3 px-4 py-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        data-testid="chat-row"
      >
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className={cn('truncate', chat.unread > 0 ? 'font-semibold' : 'font-medium')}>{chat.buyer_name}</span>
          </span>
          <ChatSubjectLine subject={chat.subject} />
          <span
            className={cn('truncate text-sm', chat.unread > 0 ? 'text-foreground' : 'text-muted-foreground')}
            data-testid="chat-row-last"
          >
            {chat.last_message
              ? chat.last_message.author === 'supplier'
                ? t('list.you', { text: chat.last_message.text })
                : chat.last_message.text
              : ''}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <time className="text-xs text-muted-foreground" dateTime={chat.last_message_at}>
            {shortTime(chat.last_message_at)}
          </time>
          {chat.unread > 0 && (
            <Badge aria-label={t('list.unreadCount', { count: chat.unread })} data-testid="chat-row-unread">
              {chat.unread}
            </Badge>
          )}
        </span>
      </Link>
    </li>
  );
}
