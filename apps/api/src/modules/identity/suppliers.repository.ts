import { count, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** Where a supplier is reached (the notifications' channels). */
export interface SupplierContacts {
  telephone: string;
  email: string | null;
  telegramId: string | null;
}

export interface ReferredSupplier {
  id: number;
  firstname: string;
  lastname: string;
  registeredAt: Date;
}

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

    async contacts(id: number): Promise<SupplierContacts | null> {
      const [row] = await db
        .select({ telephone: suppliers.telephone, email: suppliers.email, telegramId: suppliers.telegramId })
        .from(suppliers)
        .where(eq(suppliers.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Locks the supplier row until commit: serialises another module's changes of one supplier. */
    async lock(id: number): Promise<void> {
      await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).for('update');
    },

    /** The suppliers `referrerId` invited, newest first, one page, and how many there are. */
    async referrals(
      referrerId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReferredSupplier[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: suppliers.id,
            firstname: suppliers.firstname,
            lastname: suppliers.lastname,
            registeredAt: suppliers.createdAt,
          })
          .from(suppliers)
          .where(eq(suppliers.referrerId, referrerId))
          .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(suppliers).where(eq(suppliers.referrerId, referrerId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async names(ids: number[]): Promise<Map<number, { firstname: string; lastname: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: suppliers.id, firstname: suppliers.firstname, lastname: suppliers.lastname })
        .from(suppliers)
        .where(inArray(suppliers.id, ids));
      return new Map(rows.map((row) => [row.id, { firstname: row.firstname, lastname: row.lastname }]));
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(suppliers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id));
    },
  };
}
