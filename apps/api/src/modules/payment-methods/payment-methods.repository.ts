import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import type { Db } from '../../db/client';
import { supplierPaymentMethods } from './payment-methods.table';

export type PaymentMethodRow = typeof supplierPaymentMethods.$inferSelect;

/** Every query is scoped by supplier. */
export function paymentMethodsRepository(db: Db) {
  return {
    list(supplierId: number): Promise<PaymentMethodRow[]> {
      return db.select().from(supplierPaymentMethods).where(eq(supplierPaymentMethods.supplierId, supplierId));
    },

    async find(supplierId: number, method: PaymentMethodId): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(supplierPaymentMethods)
        .where(and(eq(supplierPaymentMethods.supplierId, supplierId), eq(supplierPaymentMethods.method, method)))
        .limit(1);
      return row ?? null;
    },

    async save(
      supplierId: number,
      method: PaymentMethodId,
      values: { enabled: boolean; settings: Record<string, unknown> | null },
    ): Promise<PaymentMethodRow> {
      const [row] = await db
        .insert(supplierPaymentMethods)
        .values({ supplierId, method, ...values })
        .onConflictDoUpdate({
          target: [supplierPaymentMethods.supplierId, supplierPaymentMethods.method],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof paymentMethodsRepository>;
