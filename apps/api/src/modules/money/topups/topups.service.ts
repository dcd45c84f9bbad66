import type { Locale } from '@supplier/contracts/constants';
import { LocalPaymentDriver, PaymentCallbackError, type PaymentDriver } from '../../../drivers/payments';
import { randomToken } from '../../../lib/crypto';
import { idempotently, type IdempotencyRequest } from '../idempotency/idempotency.service';
import { platformAccount, supplierAccount } from '../ledger/ledger.repository';
import { LockedLedger } from '../ledger/ledger.service';
import { moneyText } from '../money.messages';
import type { Outcome } from '../money.outcome';
import type { MoneyStore } from '../money.store';
import type { PaymentRow } from './payments.repository';

/** A callback that names no payment of ours or disagrees with it: answered 400, nothing changes. */
export class CallbackMismatchError extends Error {
  constructor(readonly reason: 'unknown_order' | 'amount' | 'currency') {
    super(`payment callback rejected: ${reason}`);
  }
}

export interface CallbackResult {
  outcome: 'credited' | 'already_credited' | 'failed' | 'pending';
  paymentId: number;
  supplierId: number;
}

/**
 * Top-ups: a payment is created with the provider (`url` to its checkout); only the provider's
 * verified callback credits `main`, once per payment (the status change and the journal
 * reference `payment:{id}` both guard it).
 */
export function topUpsService(deps: { store: MoneyStore; driver: PaymentDriver }) {
  const { store, driver } = deps;
  return {
    async createTopUp(input: {
      supplierId: number;
      amountKopiyky: number;
      resultUrl: string;
      callbackUrl: string;
      locale: Locale;
      idempotency: IdempotencyRequest | null;
    }): Promise<Outcome<{ url: string }>> {
      const { supplierId, locale } = input;
      const answer = await store.transaction((repos) =>
        idempotently(repos.idempotency, { supplierId, idempotency: input.idempotency, locale }, async () => {
          const payment = await repos.payments.create({
            supplierId,
            driver: driver.name,
            orderId: `tp_${randomToken(12)}`,
            amount: input.amountKopiyky,
            description: moneyText('uk', 'top_up_description', { supplier: supplierId }),
          });
          const url = await driver.createCheckout({
            paymentId: payment.orderId,
            amountKopiyky: payment.amount,
            description: payment.description,
            resultUrl: input.resultUrl,
            callbackUrl: input.callbackUrl,
          });
          return { statusCode: 200, body: { url } };
        }),
      );
      return { ...answer, touched: [] };
    },

    /**
     * What POST /api/payments/callback/{driver} does, for the provider and for the local
     * checkout alike. Throws PaymentCallbackError or CallbackMismatchError (400, nothing changes).
     */
    async handleCallback(body: unknown): Promise<CallbackResult> {
      const callback = driver.verifyCallback(body);
      const payment = await store.repos.payments.findByOrderId(callback.paymentId);
      if (!payment || payment.driver !== driver.name) throw new CallbackMismatchError('unknown_order');
      if (callback.currency !== 'UAH') throw new CallbackMismatchError('currency');
      if (callback.amountKopiyky !== payment.amount) throw new CallbackMismatchError('amount');
      const details = {
        providerPaymentId: callback.providerPaymentId,
        providerStatus: callback.providerStatus,
        raw: { ...callback },
      };
      const result = { paymentId: payment.id, supplierId: payment.supplierId };

      if (callback.status !== 'success') {
        if (payment.status !== 'succeeded') {
          await store.repos.payments.recordUnpaid(
            payment.id,
            callback.status === 'failure' ? 'failed' : 'pending',
            details,
          );
        }
        return { ...result, outcome: callback.status === 'failure' ? 'failed' : 'pending' };
      }

      const main = supplierAccount(payment.supplierId, 'main');
      const cash = platformAccount('cash');
      await store.repos.ledger.ensureAccounts([main, cash]);
      const credited = await store.transaction(async (repos) => {
        if (!(await repos.payments.markSucceeded(payment.id, details))) return false;
        const ledger = await LockedLedger.lock(repos.ledger, [main, cash], 'uk');
        await ledger.post(
          {
            kind: 'top_up',
            supplierId: payment.supplierId,
            reference: `payment:${payment.id}`,
            metadata: { payment_id: payment.id, order_id: payment.orderId, driver: payment.driver },
          },
          [
            { account: cash, amount: -payment.amount },
            { account: main, amount: payment.amount },
          ],
        );
        return true;
      });
      return { ...result, outcome: credited ? 'credited' : 'already_credited' };
    },

    /** The payment behind the local checkout page (local driver only). */
    async localPayment(orderId: string): Promise<PaymentRow | null> {
      if (!(driver instanceof LocalPaymentDriver)) return null;
      const payment = await store.repos.payments.findByOrderId(orderId);
      return payment && payment.driver === 'local' ? payment : null;
    },

    /** What LiqPay would POST for a local payment once the payer pressed a button (for handleCallback). */
    signLocally(payment: PaymentRow, paid: boolean): { data: string; signature: string } {
      if (!(driver instanceof LocalPaymentDriver)) throw new PaymentCallbackError('foreign_merchant');
      return driver.signCallback({
        paymentId: payment.orderId,
        amountKopiyky: payment.amount,
        paid,
        description: payment.description,
      });
    },
  };
}

export type TopUpsService = ReturnType<typeof topUpsService>;
