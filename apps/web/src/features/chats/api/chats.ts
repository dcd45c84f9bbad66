import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_ATTACHMENT_FIELD } from '@supplier/contracts/chats';
import { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { callEndpoint, type EndpointBody, type EndpointQuery } from '@/lib/endpoint-client';
import { chatsKeys } from './keys';

/** Keyset pages, the latest message first. */
export function useChats(filter: { search: string; unread: boolean }) {
  return useInfiniteQuery({
    queryKey: chatsKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(chatsEndpoints.listChats, {
        signal,
        toastOnError: false,
        query: { search: filter.search, unread: filter.unread || undefined, cursor: pageParam, per_page: 30 },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    select: (data) => ({ data: data.pages.flatMap((page) => page.data) }),
  });
}

export function useChat(id: number) {
  return useQuery({
    queryKey: chatsKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(chatsEndpoints.getChat, { params: { id }, signal, toastOnError: false }),
    enabled: id > 0,
  });
}

/** `before` (older), `after` (catch-up), or the latest. */
export function fetchMessages(
  id: number,
  query: EndpointQuery<typeof chatsEndpoints.listChatMessages>,
  signal?: AbortSignal,
) {
  return callEndpoint(chatsEndpoints.listChatMessages, { params: { id }, query, signal, toastOnError: false });
}

/** 201 with the new message, 200 with the stored one when `client_id` was sent before. */
export function sendMessage(id: number, body: EndpointBody<typeof chatsEndpoints.sendChatMessage>) {
  return callEndpoint(chatsEndpoints.sendChatMessage, { params: { id }, body, toastOnError: false });
}

export function markRead(id: number, upTo: number) {
  return callEndpoint(chatsEndpoints.readChat, { params: { id }, body: { up_to: upTo }, toastOnError: false });
}

export function sendTyping(id: number) {
  return callEndpoint(chatsEndpoints.chatTyping, { params: { id }, toastOnError: false });
}

export function uploadAttachment(id: number, file: File) {
  const body = new FormData();
  body.append(CHAT_ATTACHMENT_FIELD, file);
  return callEndpoint(chatsEndpoints.uploadChatAttachment, { params: { id }, body, toastOnError: false });
}

/** The supplier's quick replies. */
export function useTemplates() {
  return useQuery({
    queryKey: chatsKeys.templates(),
    queryFn: ({ signal }) => callEndpoint(chatsEndpoints.listChatTemplates, { signal, toastOnError: false }),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EndpointBody<typeof chatsEndpoints.createChatTemplate> & { id?: number }) =>
      id
        ? callEndpoint(chatsEndpoints.updateChatTemplate, { params: { id }, body, toastOnError: false })
        : callEndpoint(chatsEndpoints.createChatTemplate, { body, toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(chatsEndpoints.deleteChatTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.templates() }),
  });
}
