import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Info } from 'lucide-react';
import type { ChatAttachmentView, ChatDetail } from '@supplier/contracts/chats';
import type { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { orderStatusLabels } from '@supplier/contracts/orders';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingRows, RecordStates } from '@/components/ui/page-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useMediaQuery } from '@/lib/use-media-query';
import { markRead, sendMessage, useChat } from '../api/chats';
import { chatsKeys } from '../api/keys';
import { useConversation } from '../hooks/use-conversation';
import { useCan } from '@/lib/permissions';
import { Composer } from './composer';
import { MessageList, type PendingMessage } from './message-list';

/** What the conversation is about: the order's status, TTN and a link to it, or the product. */
function SubjectPanel({ chat }: { chat: ChatDetail }) {
  const { t, i18n } = useTranslation('chats');
  const subject = chat.subject;
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  // a link only where the role opens the page (ADR 0041): support reads no orders, manager edits no products
  const opensProduct = useCan('catalogue');
  const opensOrder = useCan('orders:read');
  if (!subject) return <p className="text-sm text-muted-foreground">{t('panel.none')}</p>;
  if (subject.kind === 'product') {
    return (
      <dl className="grid gap-2 text-sm" data-testid="chat-subject">
        <dt className="text-muted-foreground">{t('panel.product')}</dt>
        <dd className="break-words">
          {opensProduct ? (
            <Link className="text-primary underline-offset-4 hover:underline" to={`/products/edit/${subject.id}`}>
              {subject.name}
            </Link>
          ) : (
            subject.name
          )}
        </dd>
      </dl>
    );
  }
  return (
    <dl className="grid gap-2 text-sm" data-testid="chat-subject">
      <dt className="text-muted-foreground">{t('panel.order')}</dt>
      <dd>
        {opensOrder ? (
          <Link className="text-primary underline-offset-4 hover:underline" to={`/orders/${subject.id}`}>
            {t('subject.order', { number: subject.number })}
          </Link>
        ) : (
          t('subject.order', { number: subject.number })
        )}
      </dd>
      <dt className="text-muted-foreground">{t('panel.status')}</dt>
      <dd>
        <Badge variant="secondary">{orderStatusLabels[locale][subject.status]}</Badge>
      </dd>
      <dt className="text-muted-foreground">{t('panel.ttn')}</dt>
      <dd data-testid="chat-subject-ttn">{subject.ttn ?? t('panel.noTtn')}</dd>
    </dl>
  );
}

/**
 * /chats/{id}: the conversation, live both ways, with what it is about beside it (from 1440 px; a
 * sheet below). `embedded`: beside the list (≥ 1024 px), filling its pane, the answer field focused.
 */
export function ChatPage({ id, embedded = false }: { id: number; embedded?: boolean }) {
  const { t } = useTranslation('chats');
  const queryClient = useQueryClient();
  const chat = useChat(id);
  const conversation = useConversation(id);
  const [pending, setPending] = useState<(PendingMessage & { attachments: ChatAttachmentView[] })[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 1440px)');
  const readSent = useRef(0);

  const detail = chat.data?.data;
  const lastBuyer = [...conversation.messages].reverse().find((message) => message.author === 'buyer')?.id ?? 0;

  // Read marks: what is on screen in a visible tab is read.
  useEffect(() => {
    if (!detail || lastBuyer <= detail.supplier_read_id || lastBuyer <= readSent.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastBuyer <= readSent.current) return;
      readSent.current = lastBuyer;
      markRead(id, lastBuyer).then(
        ({ data }) => {
          queryClient.setQueryData<EndpointResponse<typeof chatsEndpoints.getChat>>(chatsKeys.detail(id), (current) =>
            current ? { data: { ...current.data, supplier_read_id: data.supplier_read_id, unread: 0 } } : current,
          );
          queryClient.setQueryData(chatsKeys.unread(), { data: data.unread });
          void queryClient.invalidateQueries({ queryKey: chatsKeys.lists() });
        },
        () => {
          readSent.current = 0;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, detail, lastBuyer, queryClient]);

  const deliver = (item: PendingMessage & { attachments: ChatAttachmentView[] }) => {
    sendMessage(id, {
      client_id: item.clientId,
      text: item.text,
      attachments: item.attachments.map((file) => ({ id: file.id, name: file.name })),
    }).then(
      ({ data }) => {
        conversation.add(data);
        setPending((current) => current.filter((message) => message.clientId !== item.clientId));
      },
      () =>
        setPending((current) =>
          current.map((message) => (message.clientId === item.clientId ? { ...message, failed: true } : message)),
        ),
    );
  };

  // Beside the list the page's title is the list's (one h1 a page).
  const Heading = embedded ? 'h2' : 'h1';

  return (
    <RecordStates
      result={chat}
      valid={id > 0}
      texts={{ notFound: t('conversation.notFound'), back: t('conversation.back') }}
      backTo="/chats"
      testId="chat"
      loading={{ rows: 6, className: 'h-14' }}
    >
      {({ data: current }) => (
        <div className={cn('flex min-w-0 gap-4', embedded ? 'min-h-0 flex-1' : 'h-[calc(100dvh-9rem)] min-h-[26rem]')}>
          <section
            className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-xl border border-border bg-card"
            aria-labelledby="chat-title"
          >
            <header className="flex min-w-0 items-center gap-2 border-b border-border p-2 sm:p-3">
              {!embedded && (
                <Button asChild variant="ghost" size="icon">
                  <Link to="/chats" aria-label={t('conversation.back')}>
                    <ArrowLeft aria-hidden />
                  </Link>
                </Button>
              )}
              <Heading
                id="chat-title"
                className="min-w-0 flex-1 truncate text-lg font-semibold"
                data-testid="chat-buyer"
              >
                {current.buyer_name}
              </Heading>
              {!wide && (
                <Button variant="outline" size="sm" onClick={() => setPanelOpen(true)} data-testid="chat-panel-button">
                  <Info aria-hidden />
                  {t('panel.open')}
                </Button>
              )}
            </header>
            {conversation.status === 'loading' ? (
              <div className="flex-1 p-4">
                <LoadingRows rows={4} />
              </div>
            ) : conversation.status === 'error' ? (
              <div className="flex-1 p-4">
                <ErrorState error={conversation.error} onRetry={() => void conversation.reload()} />
              </div>
            ) : (
              <MessageList
                messages={conversation.messages}
                pending={pending}
                buyerReadId={current.buyer_read_id}
                hasOlder={conversation.hasOlder}
                onOlder={conversation.loadOlder}
                onRetry={(clientId) => {
                  const item = pending.find((message) => message.clientId === clientId);
                  if (!item) return;
                  setPending((list) =>
                    list.map((message) => (message.clientId === clientId ? { ...message, failed: false } : message)),
                  );
                  deliver({ ...item, failed: false });
                }}
                typing={conversation.buyerTyping}
              />
            )}
            <Composer
              chatId={id}
              autoFocus={embedded}
              onSend={(text, attachments) => {
                const item = { clientId: newIdempotencyKey(), text, attachments, failed: false };
                setPending((list) => [...list, item]);
                deliver(item);
              }}
            />
          </section>
          {wide ? (
            <aside
              className="w-72 shrink-0 self-start rounded-xl border border-border bg-card p-4"
              aria-labelledby="chat-panel-title"
            >
              <h2 id="chat-panel-title" className="mb-3 font-semibold">
                {t('panel.title')}
              </h2>
              <SubjectPanel chat={current} />
            </aside>
          ) : (
            <Sheet open={panelOpen} onOpenChange={setPanelOpen}>
              <SheetContent side="right" className="w-[min(20rem,100vw)] gap-3 p-4">
                <SheetTitle className="font-semibold">{t('panel.title')}</SheetTitle>
                <SheetDescription className="sr-only">{current.buyer_name}</SheetDescription>
                <SubjectPanel chat={current} />
              </SheetContent>
            </Sheet>
          )}
        </div>
      )}
    </RecordStates>
  );
}
