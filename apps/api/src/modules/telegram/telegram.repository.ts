import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliersRepository } from '../identity';
import { telegramLinkTokens } from './telegram.table';
import { transaction } from '../../db/transaction';

export function telegramRepository(db: Db) {
  return {
    /** Stores a new link token; the supplier's earlier unused tokens stop working. */
    async issueToken(supplierId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await transaction(db, async (tx) => {
        await tx
          .delete(telegramLinkTokens)
          .where(and(eq(telegramLinkTokens.supplierId, supplierId), isNull(telegramLinkTokens.usedAt)));
        await tx.insert(telegramLinkTokens).values({ supplierId, tokenHash, expiresAt });
      });
    },

    /**
     * Spends an unused, unexpired token and binds the chat to its supplier, atomically. Answers
     * the supplier id, or null when the token is unknown, used or expired.
     */
    async consumeTokenAndBind(tokenHash: string, chatId: string, now: Date): Promise<number | null> {
      return transaction(db, async (tx) => {
        const [spent] = await tx
          .update(telegramLinkTokens)
          .set({ usedAt: now, chatId })
          .where(
            and(
              eq(telegramLinkTokens.tokenHash, tokenHash),
              isNull(telegramLinkTokens.usedAt),
              gt(telegramLinkTokens.expiresAt, now),
            ),
          )
          .returning({ supplierId: telegramLinkTokens.supplierId });
        if (!spent) return null;
        await suppliersRepository(tx).update(spent.supplierId, { telegramId: chatId });
        return spent.supplierId;
      });
    },

    /** Clears the supplier's chat; answers the chat that was bound, if any. */
    async unbind(supplierId: number): Promise<string | null> {
      return transaction(db, async (tx) => {
        const suppliers = suppliersRepository(tx);
        const telegramId = await suppliers.telegramIdForUpdate(supplierId);
        if (!telegramId) return null;
        await suppliers.update(supplierId, { telegramId: null });
        return telegramId;
      });
    },
  };
}

export type TelegramRepository = ReturnType<typeof telegramRepository>;
