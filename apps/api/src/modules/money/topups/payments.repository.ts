import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentDriverName } from '@supplier/contracts/money-topups';
import type { Db } from '../../../db/client';
import { payments } from './payments.table';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentsRepository(db: Db) {
  return {
    async create(input: {
      supplierId: number;
      driver: PaymentDriverName;
      orderId: string;
      amount: number;
      description: string;
    }): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(input).returning();
      return row!;
    },

    async findByOrderId(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      return row ?? null;
    },

    /** Marks the payment paid unless it already is: true only for the one caller that did it. */
    async markSucceeded(
      id: number,
      callback: { providerPaymentId: string | null; providerStatus: string; raw: unknown },
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({
          status: 'succeeded',
          providerPaymentId: callback.providerPaymentId,
          providerStatus: callback.providerStatus,
          lastCallback: callback.raw,
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** Records a failure or an intermediate state of a payment that is not paid. */
    async recordUnpaid(
      id: number,
      status: 'pending' | 'failed',
      callback: { providerPaymentId: string | null; providerStatus: string; raw: unknown },
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          status,
          providerPaymentId: callback.providerPaymentId,
          providerStatus: callback.providerStatus,
          lastCallback: callback.raw,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
