import type { Config } from '../../config';
import { localSecret } from '../../lib/local-secrets';
import type { PushDriver } from './push.driver';
import { WebPushDriver, vapidPublicKeyOf } from './web-push.driver';

export { PushSendError, type PushDriver, type PushOutcome, type PushTarget } from './push.driver';
export { WebPushDriver, vapidPublicKeyOf, type VapidKeys } from './web-push.driver';

/**
 * Web Push with VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or (embedded default) a private key generated
 * into DATA_DIR/secrets.json on first use: 32 random bytes are a valid P-256 private key.
 */
export function createPushDriver(config: Config): PushDriver {
  return new WebPushDriver(() => {
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
      return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
    }
    const privateKey = localSecret(config.DATA_DIR, 'vapid_private_key', 32);
    return { publicKey: vapidPublicKeyOf(privateKey), privateKey };
  }, config.VAPID_SUBJECT);
}
