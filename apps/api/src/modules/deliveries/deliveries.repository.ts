import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Carrier } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { suppliersRepository } from '../identity';
import { deliveryMethods, npApiKeys, npSenderSettings } from './deliveries.table';
import { transaction } from '../../db/transaction';

export type NpKeyRow = typeof npApiKeys.$inferSelect;
export type SenderRow = typeof npSenderSettings.$inferSelect;
export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;
export type SenderDraft = Omit<SenderRow, 'supplierId' | 'updatedAt'>;

export interface NpKeyDraft {
  name: string;
  keySealed: string;
  keyFingerprint: string;
  last4: string;
  counterpartyRef: string | null;
  counterpartyDescription: string | null;
}

/** Every query is scoped by supplier: another supplier's row is simply not found. */
export function deliveriesRepository(db: Db) {
  /** Serialises one supplier's key changes (the single default) until commit. */
  const lockSupplier = (tx: Db, supplierId: number) => suppliersRepository(tx).lock(supplierId);

  return {
    keys: {
      list(supplierId: number): Promise<NpKeyRow[]> {
        return db
          .select()
          .from(npApiKeys)
          .where(eq(npApiKeys.supplierId, supplierId))
          .orderBy(desc(npApiKeys.isDefault), asc(npApiKeys.createdAt), asc(npApiKeys.id));
      },

      async find(supplierId: number, id: number): Promise<NpKeyRow | null> {
        const [row] = await db
          .select()
          .from(npApiKeys)
          .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.id, id)))
          .limit(1);
        return row ?? null;
      },

      async findDefault(supplierId: number): Promise<NpKeyRow | null> {
        const [row] = await db
          .select()
          .from(npApiKeys)
          .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.isDefault, true)))
          .limit(1);
        return row ?? null;
      },

      async existsWithFingerprint(supplierId: number, fingerprint: string): Promise<boolean> {
        const [row] = await db
          .select({ id: npApiKeys.id })
          .from(npApiKeys)
          .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.keyFingerprint, fingerprint)))
          .limit(1);
        return Boolean(row);
      },

      /** Adds a key; the supplier's first key becomes the default. Null when the same key is already there. */
      add(supplierId: number, draft: NpKeyDraft): Promise<NpKeyRow | null> {
        return transaction(db, async (tx) => {
          await lockSupplier(tx, supplierId);
          const [existingDefault] = await tx
            .select({ id: npApiKeys.id })
            .from(npApiKeys)
            .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.isDefault, true)))
            .limit(1);
          const [row] = await tx
            .insert(npApiKeys)
            .values({ supplierId, ...draft, status: 'valid', isDefault: !existingDefault })
            .onConflictDoNothing({ target: [npApiKeys.supplierId, npApiKeys.keyFingerprint] })
            .returning();
          return row ?? null;
        });
      },

      async rename(supplierId: number, id: number, name: string): Promise<NpKeyRow | null> {
        const [row] = await db
          .update(npApiKeys)
          .set({ name, updatedAt: sql`now()` })
          .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.id, id)))
          .returning();
        return row ?? null;
      },

      makeDefault(supplierId: number, id: number): Promise<NpKeyRow | null> {
        return transaction(db, async (tx) => {
          await lockSupplier(tx, supplierId);
          const [target] = await tx
            .select({ id: npApiKeys.id })
            .from(npApiKeys)
            .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.id, id)))
            .limit(1);
          if (!target) return null;
          await tx
            .update(npApiKeys)
            .set({ isDefault: false, updatedAt: sql`now()` })
            .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.isDefault, true), ne(npApiKeys.id, id)));
          const [row] = await tx
            .update(npApiKeys)
            .set({ isDefault: true, updatedAt: sql`now()` })
            .where(eq(npApiKeys.id, id))
            .returning();
          return row ?? null;
        });
      },

      /** Deletes a key; when it was the default, the newest remaining valid key (else the newest) takes over. */
      remove(supplierId: number, id: number): Promise<boolean> {
        return transaction(db, async (tx) => {
          await lockSupplier(tx, supplierId);
          const [removed] = await tx
            .delete(npApiKeys)
            .where(and(eq(npApiKeys.supplierId, supplierId), eq(npApiKeys.id, id)))
            .returning({ isDefault: npApiKeys.isDefault });
          if (!removed) return false;
          if (removed.isDefault) {
            const [next] = await tx
              .select({ id: npApiKeys.id })
              .from(npApiKeys)
              .where(eq(npApiKeys.supplierId, supplierId))
              .orderBy(sql`${npApiKeys.status} = 'valid' desc`, desc(npApiKeys.createdAt), desc(npApiKeys.id))
              .limit(1);
            if (next) {
              await tx
                .update(npApiKeys)
                .set({ isDefault: true, updatedAt: sql`now()` })
                .where(eq(npApiKeys.id, next.id));
            }
          }
          return true;
        });
      },

      async setStatus(
        id: number,
        status: NpKeyRow['status'],
        checkedAt: Date,
        counterparty?: { ref: string; description: string },
      ): Promise<NpKeyRow | null> {
        const [row] = await db
          .update(npApiKeys)
          .set({
            status,
            checkedAt,
            ...(counterparty
              ? { counterpartyRef: counterparty.ref, counterpartyDescription: counterparty.description }
              : {}),
          })
          .where(eq(npApiKeys.id, id))
          .returning();
        return row ?? null;
      },
    },

    sender: {
      async find(supplierId: number): Promise<SenderRow | null> {
        const [row] = await db
          .select()
          .from(npSenderSettings)
          .where(eq(npSenderSettings.supplierId, supplierId))
          .limit(1);
        return row ?? null;
      },

      async save(supplierId: number, draft: SenderDraft): Promise<SenderRow> {
        const [row] = await db
          .insert(npSenderSettings)
          .values({ supplierId, ...draft })
          .onConflictDoUpdate({ target: npSenderSettings.supplierId, set: { ...draft, updatedAt: sql`now()` } })
          .returning();
        return row!;
      },
    },

    methods: {
      list(supplierId: number): Promise<DeliveryMethodRow[]> {
        return db.select().from(deliveryMethods).where(eq(deliveryMethods.supplierId, supplierId));
      },

      async find(supplierId: number, carrier: Carrier): Promise<DeliveryMethodRow | null> {
        const [row] = await db
          .select()
          .from(deliveryMethods)
          .where(and(eq(deliveryMethods.supplierId, supplierId), eq(deliveryMethods.carrier, carrier)))
          .limit(1);
        return row ?? null;
      },

      async save(
        supplierId: number,
        carrier: Carrier,
        values: { enabled: boolean; settings: Record<string, unknown> | null },
      ): Promise<DeliveryMethodRow> {
        const [row] = await db
          .insert(deliveryMethods)
          .values({ supplierId, carrier, ...values })
          .onConflictDoUpdate({
            target: [deliveryMethods.supplierId, deliveryMethods.carrier],
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning();
        return row!;
      },
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof deliveriesRepository>;
