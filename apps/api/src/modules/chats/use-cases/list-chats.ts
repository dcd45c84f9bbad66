import { z } from 'zod';
import type { ChatListItem, ChatsFilter } from '@supplier/contracts/chats';
import { rowId } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { cursorTimestamp, decodeCursorJson, encodeCursorJson } from '../../../lib/page-cursor';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { listItem, withProducts } from '../chats.views';

const encodeCursor = (at: Date, id: number): string => encodeCursorJson([at.toISOString(), id]);
function decodeCursor(cursor: string): { at: Date; id: number } | null {
  const valid = decodeCursorJson(cursor, z.tuple([cursorTimestamp, rowId]));
  return valid && { at: new Date(valid[0]), id: valid[1] };
}

/** The supplier's chats, the latest message first, one keyset page at a time. */
export async function listChats(
  ctx: ChatsContext,
  input: { supplierId: number; filter: ChatsFilter; locale: Locale },
): Promise<{ data: ChatListItem[]; meta: { next_cursor: string | null } }> {
  const { filter, locale } = input;
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  if (filter.cursor && !cursor) {
    const text = chatsText(locale, 'invalid_cursor');
    throw httpErrors.unprocessable('invalid_cursor', text, { cursor: [text] });
  }
  const rows = await ctx.repo.page(
    input.supplierId,
    { unread: filter.unread, search: filter.search, after: cursor },
    filter.per_page + 1,
  );
  const page = rows.slice(0, filter.per_page);
  const last = page.at(-1);
  return {
    data: (await withProducts(ctx.products, page)).map(listItem),
    meta: {
      next_cursor: rows.length > filter.per_page && last ? encodeCursor(last.chat.lastMessageAt, last.chat.id) : null,
    },
  };
}
