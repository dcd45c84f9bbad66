import type { Config } from '../../config';
import { localSecret } from '../../lib/local-secrets';
import { LiqpayDriver } from './liqpay.driver';
import { LocalPaymentDriver } from './local.driver';
import type { PaymentDriver } from './payment.driver';

export { LiqpayDriver, LIQPAY_CHECKOUT_URL } from './liqpay.driver';
export { LocalPaymentDriver, localCheckoutPath } from './local.driver';
export { liqpaySignature, signLiqpay } from './liqpay.protocol';
export { PaymentCallbackError, type CheckoutInput, type PaymentCallback, type PaymentDriver } from './payment.driver';

/** PAYMENTS_DRIVER=local (default) serves its own checkout; liqpay is the real provider. */
export function createPaymentDriver(config: Config): PaymentDriver {
  if (config.PAYMENTS_DRIVER === 'liqpay') {
    if (!config.LIQPAY_PUBLIC_KEY || !config.LIQPAY_PRIVATE_KEY) {
      throw new Error('LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required when PAYMENTS_DRIVER=liqpay');
    }
    return new LiqpayDriver({
      publicKey: config.LIQPAY_PUBLIC_KEY,
      privateKey: config.LIQPAY_PRIVATE_KEY,
      sandbox: config.LIQPAY_SANDBOX,
    });
  }
  return new LocalPaymentDriver(
    () => config.LOCAL_PAYMENTS_PRIVATE_KEY ?? localSecret(config.DATA_DIR, 'local_payments_private_key'),
  );
}
