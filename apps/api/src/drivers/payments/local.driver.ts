import { signLiqpay, verifyLiqpayCallback } from './liqpay.protocol';
import type { CheckoutInput, PaymentCallback, PaymentDriver } from './payment.driver';

export const LOCAL_PUBLIC_KEY = 'local';

/** The checkout page of the local driver, served by the API itself. */
export function localCheckoutPath(paymentId: string): string {
  return `/api/payments/local/checkout/${encodeURIComponent(paymentId)}`;
}

/**
 * The embedded default: no external provider. Its checkout page (`Сплатити` / `Скасувати`)
 * lives under the API; pressing a button produces a callback signed exactly like LiqPay's with
 * this driver's private key, which goes through the same callback handler a provider calls.
 */
export class LocalPaymentDriver implements PaymentDriver {
  readonly name = 'local' as const;

  #privateKey: string | null = null;

  /** The key, or how to get it on first use (so nothing is generated until a payment needs it). */
  constructor(private readonly key: string | (() => string)) {}

  private get privateKey(): string {
    this.#privateKey ??= typeof this.key === 'string' ? this.key : this.key();
    return this.#privateKey;
  }

  async createCheckout(input: CheckoutInput): Promise<string> {
    return new URL(localCheckoutPath(input.paymentId), input.callbackUrl).toString();
  }

  /** What LiqPay would POST for this payment once the payer decides. */
  signCallback(input: { paymentId: string; amountKopiyky: number; paid: boolean; description: string }): {
    data: string;
    signature: string;
  } {
    return signLiqpay(this.privateKey, {
      version: 3,
      public_key: LOCAL_PUBLIC_KEY,
      action: 'pay',
      status: input.paid ? 'success' : 'failure',
      amount: input.amountKopiyky / 100,
      currency: 'UAH',
      description: input.description,
      order_id: input.paymentId,
      payment_id: `local-${Date.now()}`,
      end_date: Date.now(),
    });
  }

  verifyCallback(body: unknown): PaymentCallback {
    return verifyLiqpayCallback(body, {
      publicKey: LOCAL_PUBLIC_KEY,
      privateKey: this.privateKey,
      acceptSandbox: false,
    });
  }
}
