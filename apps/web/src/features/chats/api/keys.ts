/** Query keys of chats (no contracts import: the side menu's count loads with the shell). */
export const chatsKeys = {
  all: ['chats'] as const,
  lists: () => [...chatsKeys.all, 'list'] as const,
  list: (filter: { search: string; unread: boolean }) => [...chatsKeys.lists(), filter] as const,
  unread: () => [...chatsKeys.all, 'unread'] as const,
  detail: (id: number) => [...chatsKeys.all, 'detail', id] as const,
  templates: () => [...chatsKeys.all, 'templates'] as const,
};
