import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '@supplier/contracts/chats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { useChats } from '../api/chats';
import { ChatSubjectLine } from './chat-subject';
import { shortTime } from './chat-time';

/** Up/Down (and Home/End) move between the rows; Enter opens the focused one (it is a link). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-testid="chat-row"]')];
  const at = rows.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? rows.length - 1
        : Math.min(Math.max(at + step!, 0), rows.length - 1);
  event.preventDefault();
  rows[next]?.focus();
}

/**
 * The supplier's conversations, the latest first, live (`chat.changed` reloads the list), with the
 * search and the unread filter. `pane`: the narrow column beside the open conversation (≥ 1024 px),
 * scrolling on its own, `selectedId` marked.
 */
export function ChatList({ selectedId, pane = false }: { selectedId?: number; pane?: boolean }) {
  const { t } = useTranslation('chats');
  const [search, setSearch] = useState('');
  const [unread, setUnread] = useState(false);
  const filter = { search: useDebounced(search.trim(), 300), unread };
  const chats = useChats(filter);
  const filtered = filter.search !== '' || unread;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className={cn('w-full', !pane && 'sm:w-72')}
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

      <div className={cn('grid min-w-0 content-start gap-4', pane && 'min-h-0 flex-1 overflow-y-auto')}>
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
              className="grid min-w-0 divide-y divide-border overflow-hidden rounded-xl border border-border bg-card"
              onKeyDown={moveFocus}
              data-testid="chats-list"
            >
              {data.data.map((chat) => (
                <ChatRow key={chat.id} chat={chat} selected={chat.id === selectedId} />
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
    </>
  );
}

/** A conversation: the buyer, the subject, the last message, its time and the unread count. */
function ChatRow({ chat, selected }: { chat: ChatListItem; selected: boolean }) {
  const { t } = useTranslation('chats');
  const link = useRef<HTMLAnchorElement>(null);
  // The open chat is brought into view when it becomes the open one (a deep link, back/forward), not when it moves up.
  useEffect(() => {
    if (selected) link.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <li className="min-w-0">
      <Link
        ref={link}
        to={`/chats/${chat.id}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex min-w-0 items-start gap-3 px-4 py-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset',
          selected && 'bg-primary/10 shadow-[inset_3px_0_0_var(--color-primary)] hover:bg-primary/10',
        )}
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
