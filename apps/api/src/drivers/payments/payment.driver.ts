import type { PaymentDriverName } from '@supplier/contracts/money-topups';

export interface CheckoutInput {
  /** Our order id, unique per payment; the provider echoes it in the callback. */
  paymentId: string;
  amountKopiyky: number;
  description: string;
  /** Where the provider sends the browser back. */
  resultUrl: string;
  /** Where the provider POSTs the signed result (POST /api/payments/callback/{driver}). */
  callbackUrl: string;
}

/** What a verified callback says; `pending` covers the provider's intermediate states. */
export interface PaymentCallback {
  paymentId: string;
  status: 'success' | 'failure' | 'pending';
  amountKopiyky: number;
  currency: string;
  /** The provider's own id of the transaction, when it sends one. */
  providerPaymentId: string | null;
  /** The provider's status word as received (e.g. `success`, `3ds_verify`). */
  providerStatus: string;
}

/** A top-up provider: builds the checkout link and verifies what comes back. */
export interface PaymentDriver {
  readonly name: PaymentDriverName;
  createCheckout(input: CheckoutInput): Promise<string>;
  /** The fields the provider POSTed; throws PaymentCallbackError unless authentic and well-formed. */
  verifyCallback(body: unknown): PaymentCallback;
}

/** A callback that is not authentic or cannot be read: answered 400, nothing changes. */
export class PaymentCallbackError extends Error {
  constructor(readonly reason: 'malformed' | 'bad_signature' | 'foreign_merchant' | 'bad_payload') {
    super(`payment callback rejected: ${reason}`);
  }
}
