import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from './identity.table';

export type SupplierRow = typeof suppliers.$inferSelect;

export interface SupplierDraft {
  firstname: string;
  lastname: string;
  telephone: string;
  email: string;
  passwordHash: string;
  referrerId: number | null;
}

/** What other modules may change on the supplier row (the rest is identity's own). */
export type SupplierUpdate = Partial<
  Pick<
    typeof suppliers.$inferInsert,
    | 'firstname'
    | 'lastname'
    | 'email'
    | 'supplierManagerContact'
    | 'avatar'
    | 'background'
    | 'telephone'
    | 'isConfirmTelephone'
    | 'passwordHash'
    | 'telegramId'
  >
>;

export function suppliersRepository(db: Db) {
  return {
    async findById(id: number): Promise<SupplierRow | null> {
      const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
      return row ?? null;
    },

    async findByTelephone(telephone: string): Promise<SupplierRow | null> {
      const [row] = await db.select().from(suppliers).where(eq(suppliers.telephone, telephone)).limit(1);
      return row ?? null;
    },

    /** Emails are unique without regard to case. */
    async findByEmail(email: string): Promise<SupplierRow | null> {
      const [row] = await db
        .select()
        .from(suppliers)
        .where(sql`lower(${suppliers.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    async create(draft: SupplierDraft): Promise<SupplierRow> {
      const [row] = await db.insert(suppliers).values(draft).returning();
      return row!;
    },

    /** An unconfirmed sign-up asked again: the newest form wins. */
    async replacePending(id: number, draft: SupplierDraft): Promise<SupplierRow> {
      const [row] = await db
        .update(suppliers)
        .set({ ...draft, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id))
        .returning();
      return row!;
    },

    /** Frees an email held by an unconfirmed sign-up so a real owner can use it. */
    async releaseEmail(id: number): Promise<void> {
      await db
        .update(suppliers)
        .set({ email: null, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id));
    },

    async confirmTelephone(id: number): Promise<SupplierRow> {
      const [row] = await db
        .update(suppliers)
        .set({ isConfirmTelephone: true, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id))
        .returning();
      return row!;
    },

    /** The one write of supplier fields for the modules built on identity (account, telegram). */
    async update(id: number, values: SupplierUpdate): Promise<SupplierRow | null> {
      const [row] = await db
        .update(suppliers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id))
        .returning();
      return row ?? null;
    },

    /** The bound Telegram chat, with the supplier row locked until commit. */
    async telegramIdForUpdate(id: number): Promise<string | null> {
      const [row] = await db
        .select({ telegramId: suppliers.telegramId })
        .from(suppliers)
        .where(eq(suppliers.id, id))
        .for('update');
      return row?.telegramId ?? null;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(suppliers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id));
    },
  };
}
