import type { chatsEndpointSchemas } from './chats';
import { endpoints } from './endpoint';

/** Chats (issue 14), the panel's side: where each endpoint lives; its schemas are in `chats.ts`. */
export const chatsEndpoints = endpoints<typeof chatsEndpointSchemas>()({
  listChats: 'GET /admin-suppliers/v1/chats',
  getChatsUnread: 'GET /admin-suppliers/v1/chats/unread',
  listChatTemplates: 'GET /admin-suppliers/v1/chat-templates',
  createChatTemplate: 'POST /admin-suppliers/v1/chat-templates',
  updateChatTemplate: 'PUT /admin-suppliers/v1/chat-templates/:id',
  deleteChatTemplate: 'DELETE /admin-suppliers/v1/chat-templates/:id',
  getChat: 'GET /admin-suppliers/v1/chats/:id',
  openOrderChat: 'POST /admin-suppliers/v1/chats',
  listChatMessages: 'GET /admin-suppliers/v1/chats/:id/messages',
  sendChatMessage: 'POST /admin-suppliers/v1/chats/:id/messages',
  uploadChatAttachment: 'POST /admin-suppliers/v1/chats/:id/attachments',
  readChat: 'POST /admin-suppliers/v1/chats/:id/read',
  chatTyping: 'POST /admin-suppliers/v1/chats/:id/typing',
});
