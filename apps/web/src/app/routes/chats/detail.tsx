/** /chats/{chatId}: `Чат`, the same component as /chats (list.tsx says why). */
export { Component } from './list';
