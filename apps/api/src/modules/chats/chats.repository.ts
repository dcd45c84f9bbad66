import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chats } from './chats.table';

/** Whether a chat is the supplier's (the rule of its realtime channel). */
export async function chatBelongsTo(db: Db, chatId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.supplierId, supplierId)));
  return row !== undefined;
}
