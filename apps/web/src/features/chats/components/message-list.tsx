import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Check, CheckCheck, Clock, RotateCw } from 'lucide-react';
import type { ChatMessage } from '@supplier/contracts/chats';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/date-format';
import { AttachmentView } from './attachment-view';

/** A message the panel is sending (not stored yet), or one that failed. */
export interface PendingMessage {
  clientId: string;
  text: string;
  failed: boolean;
}

function dayLabel(iso: string, t: TFunction<'chats'>): string {
  const day = formatDate(iso);
  const now = new Date();
  if (day === formatDate(now)) return t('conversation.today');
  if (day === formatDate(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return t('conversation.yesterday');
  return day;
}

/**
 * The history, oldest first, with a separator per day; scrolling to the top loads older pages
 * (keeping the place), and a new message scrolls down when the reader was at the bottom.
 */
export function MessageList({
  messages,
  pending,
  buyerReadId,
  hasOlder,
  onOlder,
  onRetry,
  typing,
}: {
  messages: ChatMessage[];
  pending: PendingMessage[];
  buyerReadId: number;
  hasOlder: boolean;
  onOlder(): Promise<void>;
  onRetry(clientId: string): void;
  typing: boolean;
}) {
  const { t } = useTranslation('chats');
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const heightBefore = useRef<{ firstId: number | undefined; height: number; top: number } | null>(null);
  const currentFirst = useRef(firstId);
  useEffect(() => {
    currentFirst.current = firstId;
  }, [firstId]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = heightBefore.current;
    if (before && before.firstId !== firstId) {
      element.scrollTop = element.scrollHeight - before.height + before.top;
      heightBefore.current = null;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, lastId, pending.length, typing]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 80 && hasOlder && !heightBefore.current) {
      const before = { firstId, height: element.scrollHeight, top: element.scrollTop };
      heightBefore.current = before;
      void onOlder().finally(() => {
        if (heightBefore.current === before && currentFirst.current === before.firstId) heightBefore.current = null;
      });
    }
  };

  const days = messages.map((message) => formatDate(message.created_at));
  return (
    <div
      ref={box}
      onScroll={onScroll}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-x-hidden overflow-y-auto p-3 sm:p-4"
      role="log"
      aria-live="polite"
      aria-label={t('conversation.history')}
      tabIndex={0}
      data-testid="chat-messages"
    >
      {hasOlder && (
        <Button variant="ghost" size="sm" className="self-center" onClick={() => void onOlder()}>
          {t('conversation.older')}
        </Button>
      )}
      {messages.map((message, index) => {
        const separator = index === 0 || days[index] !== days[index - 1];
        const mine = message.author === 'supplier';
        const read = mine && message.id <= buyerReadId;
        return (
          <Fragment key={message.id}>
            {separator && (
              <div
                className="my-1 self-center rounded-full bg-muted px-3 py-0.5 text-xs text-muted-foreground"
                role="separator"
              >
                {dayLabel(message.created_at, t)}
              </div>
            )}
            <div
              className={cn(
                'grid max-w-[85%] min-w-0 gap-1 rounded-2xl px-3 py-2 text-sm',
                mine ? 'self-end bg-primary text-primary-foreground' : 'self-start bg-muted text-foreground',
              )}
              data-testid="chat-message"
              data-author={message.author}
              data-id={message.id}
            >
              {message.attachments.map((file) => (
                <AttachmentView key={file.id} file={file} />
              ))}
              {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
              <span className={cn('flex items-center justify-end gap-1 text-[11px]', !mine && 'text-muted-foreground')}>
                <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                {mine &&
                  (read ? (
                    <CheckCheck className="size-3.5" aria-label={t('conversation.read')} data-testid="mark-read" />
                  ) : (
                    <Check className="size-3.5" aria-label={t('conversation.delivered')} data-testid="mark-delivered" />
                  ))}
              </span>
            </div>
          </Fragment>
        );
      })}
      {pending.map((message) => (
        <div
          key={message.clientId}
          className="grid max-w-[85%] min-w-0 gap-1 self-end rounded-2xl bg-primary/70 px-3 py-2 text-sm text-primary-foreground"
          data-testid="chat-message-pending"
        >
          {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
          {message.failed ? (
            <button
              type="button"
              className="flex items-center justify-end gap-1 text-[11px] underline"
              onClick={() => onRetry(message.clientId)}
            >
              <RotateCw className="size-3" aria-hidden />
              {t('conversation.retry')}
            </button>
          ) : (
            <Clock className="size-3.5 justify-self-end" aria-label={t('conversation.sending')} />
          )}
        </div>
      ))}
      {typing && (
        <p className="self-start text-xs text-muted-foreground italic" data-testid="chat-typing">
          {t('conversation.typing')}
        </p>
      )}
    </div>
  );
}
