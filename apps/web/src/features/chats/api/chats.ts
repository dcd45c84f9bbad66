import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_ATTACHMENT_FIELD,
  CHATS_PATHS,
  type ChatAttachmentResponse,
  type ChatMessageResponse,
  type ChatMessagesResponse,
  type ChatReadResponse,
  type ChatResponse,
  type ChatsResponse,
  type ChatTemplate,
  type ChatTemplateRequest,
  type ChatTemplatesResponse,
  type SendChatMessageRequest,
} from '@supplier/contracts/chats';
import { apiRequest } from '@/lib/api-client';
import { chatsKeys } from './keys';

/** GET /admin-suppliers/v1/chats: keyset pages, the latest message first. */
export function useChats(filter: { search: string; unread: boolean }) {
  return useInfiniteQuery({
    queryKey: chatsKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ChatsResponse>(CHATS_PATHS.list, {
        signal,
        toastOnError: false,
        query: { search: filter.search, unread: filter.unread ? 'true' : undefined, cursor: pageParam, per_page: 30 },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
}

/** GET /admin-suppliers/v1/chats/{id}. */
export function useChat(id: number) {
  return useQuery({
    queryKey: chatsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<ChatResponse>(CHATS_PATHS.detail(id), { signal, toastOnError: false }),
    enabled: id > 0,
  });
}

/** GET …/messages: `before` (older), `after` (catch-up), or the latest. */
export function fetchMessages(
  id: number,
  query: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
): Promise<ChatMessagesResponse> {
  return apiRequest<ChatMessagesResponse>(CHATS_PATHS.messages(id), { query, signal, toastOnError: false });
}

export function sendMessage(id: number, body: SendChatMessageRequest): Promise<ChatMessageResponse> {
  return apiRequest<ChatMessageResponse>(CHATS_PATHS.messages(id), { method: 'POST', body, toastOnError: false });
}

export function markRead(id: number, upTo: number): Promise<ChatReadResponse> {
  return apiRequest<ChatReadResponse>(CHATS_PATHS.read(id), {
    method: 'POST',
    body: { up_to: upTo },
    toastOnError: false,
  });
}

export function sendTyping(id: number): Promise<unknown> {
  return apiRequest(CHATS_PATHS.typing(id), { method: 'POST', toastOnError: false });
}

export function uploadAttachment(id: number, file: File): Promise<ChatAttachmentResponse> {
  const body = new FormData();
  body.append(CHAT_ATTACHMENT_FIELD, file);
  return apiRequest<ChatAttachmentResponse>(CHATS_PATHS.attachments(id), { method: 'POST', body, toastOnError: false });
}

/** The supplier's quick replies. */
export function useTemplates() {
  return useQuery({
    queryKey: chatsKeys.templates(),
    queryFn: ({ signal }) => apiRequest<ChatTemplatesResponse>(CHATS_PATHS.templates, { signal, toastOnError: false }),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChatTemplateRequest & { id?: number }) =>
      apiRequest<{ message: string; data: ChatTemplate }>(id ? CHATS_PATHS.template(id) : CHATS_PATHS.templates, {
        method: id ? 'PUT' : 'POST',
        body,
        toastOnError: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>(CHATS_PATHS.template(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.templates() }),
  });
}
