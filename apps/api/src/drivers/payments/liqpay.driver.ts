import { signLiqpay, verifyLiqpayCallback } from './liqpay.protocol';
import type { CheckoutInput, PaymentCallback, PaymentDriver } from './payment.driver';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';

/** LiqPay (production): a GET checkout link the panel opens in a new tab, and its signed callbacks. */
export class LiqpayDriver implements PaymentDriver {
  readonly name = 'liqpay' as const;

  constructor(private readonly options: { publicKey: string; privateKey: string; sandbox: boolean }) {}

  async createCheckout(input: CheckoutInput): Promise<string> {
    const { data, signature } = signLiqpay(this.options.privateKey, {
      version: 3,
      public_key: this.options.publicKey,
      action: 'pay',
      amount: input.amountKopiyky / 100,
      currency: 'UAH',
      description: input.description,
      order_id: input.paymentId,
      result_url: input.resultUrl,
      server_url: input.callbackUrl,
      language: 'uk',
      ...(this.options.sandbox ? { sandbox: '1' } : {}),
    });
    const url = new URL(LIQPAY_CHECKOUT_URL);
    url.searchParams.set('data', data);
    url.searchParams.set('signature', signature);
    return url.toString();
  }

  verifyCallback(body: unknown): PaymentCallback {
    return verifyLiqpayCallback(body, {
      publicKey: this.options.publicKey,
      privateKey: this.options.privateKey,
      acceptSandbox: this.options.sandbox,
    });
  }
}
