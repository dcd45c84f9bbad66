import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_REALTIME_EVENTS,
  CHAT_TYPING_SHOWN_MS,
  chatChannel,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
} from '@supplier/contracts/chats';
import type { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { listenPrivate, onReconnected } from '@/lib/realtime';
import { fetchMessages } from '../api/chats';
import { chatsKeys } from '../api/keys';

const PAGE = 30;

interface State {
  /** Stored messages by id, oldest first: each shown once however it came (page, live, catch-up). */
  messages: ChatMessage[];
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
}
type Action =
  | { type: 'merge'; messages: ChatMessage[]; hasOlder?: boolean }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' };

function mergeById(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'merge':
      return {
        ...state,
        status: 'ready',
        messages: mergeById(state.messages, action.messages),
        hasOlder: action.hasOlder ?? state.hasOlder,
      };
    case 'failed':
      return { ...state, status: state.messages.length > 0 ? 'ready' : 'error', error: action.error };
    case 'reset':
      return { messages: [], hasOlder: false, status: 'loading', error: null };
  }
}

/**
 * One conversation, live: the latest page first, older pages on demand, new messages from
 * `private-chat.{id}`; after a lost connection or when the tab becomes visible again it catches up
 * from the last id it has (`after`), and a message never shows twice (kept by id).
 */
export function useConversation(chatId: number) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, { messages: [], hasOlder: false, status: 'loading', error: null });
  const [buyerTyping, setBuyerTyping] = useState(false);
  const lastId = useRef(0);
  const loadingOlder = useRef(false);
  useEffect(() => {
    const last = state.messages.at(-1)?.id ?? 0;
    if (last > lastId.current) lastId.current = last;
  }, [state.messages]);

  const catchUp = useCallback(async () => {
    for (let round = 0; round < 20; round += 1) {
      const page = await fetchMessages(chatId, { after: lastId.current, limit: 100 });
      dispatch({ type: 'merge', messages: page.data });
      if (page.data.length > 0) lastId.current = Math.max(lastId.current, page.data.at(-1)!.id);
      if (!page.meta.has_more) return;
    }
  }, [chatId]);

  const load = useCallback(async () => {
    dispatch({ type: 'reset' });
    lastId.current = 0;
    try {
      const page = await fetchMessages(chatId, { limit: PAGE });
      dispatch({ type: 'merge', messages: page.data, hasOlder: page.meta.has_more });
      lastId.current = Math.max(lastId.current, page.data.at(-1)?.id ?? 0);
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  }, [chatId]);

  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const stops = [
      listenPrivate(chatChannel(chatId), CHAT_REALTIME_EVENTS.message, (payload) => {
        const { message } = payload as ChatMessageEvent;
        dispatch({ type: 'merge', messages: [message] });
        if (message.author === 'buyer') {
          setBuyerTyping(false);
          clearTimeout(typingTimer);
        }
      }),
      listenPrivate(chatChannel(chatId), CHAT_REALTIME_EVENTS.read, (payload) => {
        const event = payload as ChatReadEvent;
        queryClient.setQueryData<EndpointResponse<typeof chatsEndpoints.getChat>>(chatsKeys.detail(chatId), (chat) =>
          chat
            ? {
                data: {
                  ...chat.data,
                  ...(event.by === 'buyer'
                    ? { buyer_read_id: Math.max(chat.data.buyer_read_id, event.up_to) }
                    : { supplier_read_id: Math.max(chat.data.supplier_read_id, event.up_to) }),
                },
              }
            : chat,
        );
      }),
      listenPrivate(chatChannel(chatId), CHAT_REALTIME_EVENTS.typing, (payload) => {
        if ((payload as ChatTypingEvent).by !== 'buyer') return;
        setBuyerTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setBuyerTyping(false), CHAT_TYPING_SHOWN_MS);
      }),
      onReconnected(() => {
        void catchUp().catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: chatsKeys.detail(chatId) });
      }),
    ];
    const onVisible = () => {
      if (document.visibilityState === 'visible' && lastId.current > 0) void catchUp().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    void load().then(() => {
      // Whatever came between the first page and the channel's subscription.
      setTimeout(() => void catchUp().catch(() => undefined), 1500);
    });
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(typingTimer);
    };
  }, [chatId, catchUp, load, queryClient]);

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!first || !state.hasOlder || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const page = await fetchMessages(chatId, { before: first.id, limit: PAGE });
      dispatch({ type: 'merge', messages: page.data, hasOlder: page.meta.has_more });
    } catch (error) {
      dispatch({ type: 'failed', error });
    } finally {
      loadingOlder.current = false;
    }
  }, [chatId, state.messages, state.hasOlder]);

  const add = useCallback((message: ChatMessage) => dispatch({ type: 'merge', messages: [message] }), []);

  return { ...state, buyerTyping, loadOlder, add, reload: load };
}
