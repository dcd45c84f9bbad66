import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membersRepository, suppliersRepository } from '../identity';
import { telegramLinkTokens } from './telegram.table';
import { transaction } from '../../db/transaction';

/** Whose Telegram a link connects: the account holder's (memberId null, the supplier's chat) or a team member's own. */
export interface TelegramOwner {
  supplierId: number;
  memberId: number | null;
}

const ofOwner = ({ supplierId, memberId }: TelegramOwner) =>
  and(
    eq(telegramLinkTokens.supplierId, supplierId),
    memberId === null ? isNull(telegramLinkTokens.memberId) : eq(telegramLinkTokens.memberId, memberId),
  );

export function telegramRepository(db: Db) {
  return {
    /** Stores a new link token; the same person's earlier unused tokens stop working. */
    async issueToken(owner: TelegramOwner, tokenHash: string, expiresAt: Date): Promise<void> {
      await transaction(db, async (tx) => {
        await tx.delete(telegramLinkTokens).where(and(ofOwner(owner), isNull(telegramLinkTokens.usedAt)));
        await tx.insert(telegramLinkTokens).values({ ...owner, tokenHash, expiresAt });
      });
    },

    /**
     * Spends an unused, unexpired token and binds the chat to its supplier or member, atomically.
     * Answers whose chat it became, or null when the token is unknown, used or expired.
     */
    async consumeTokenAndBind(tokenHash: string, chatId: string, now: Date): Promise<TelegramOwner | null> {
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
          .returning({ supplierId: telegramLinkTokens.supplierId, memberId: telegramLinkTokens.memberId });
        if (!spent) return null;
        if (spent.memberId === null) await suppliersRepository(tx).update(spent.supplierId, { telegramId: chatId });
        else await membersRepository(tx).setTelegram(spent.memberId, chatId);
        return spent;
      });
    },

    /** Clears the holder's (the supplier's) or the member's chat; answers the chat that was bound, if any. */
    async unbind({ supplierId, memberId }: TelegramOwner): Promise<string | null> {
      if (memberId !== null) return membersRepository(db).setTelegram(memberId, null);
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
