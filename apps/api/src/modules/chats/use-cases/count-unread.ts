import type { ChatUnread } from '@supplier/contracts/chats';
import type { ChatsContext } from '../chats.context';

/** The supplier's chats with unread messages, and those messages (the side menu). */
export function countUnread(ctx: ChatsContext, input: { supplierId: number }): Promise<ChatUnread> {
  return ctx.repo.unread(input.supplierId);
}
