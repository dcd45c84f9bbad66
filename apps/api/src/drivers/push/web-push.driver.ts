import { createECDH } from 'node:crypto';
import { PushSendError, type PushDriver, type PushOutcome, type PushTarget } from './push.driver';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The P-256 public key (uncompressed point, base64url) of a base64url private key. */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * Sends through the `web-push` library to the push service of each browser (FCM, Mozilla,
 * Apple…). The keys are read on first use, so an unused driver never creates secrets, and the
 * library is loaded with the first push (ADR 0058).
 */
export class WebPushDriver implements PushDriver {
  #keys: VapidKeys | undefined;

  constructor(
    private readonly keys: () => VapidKeys,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  #vapid(): VapidKeys {
    return (this.#keys ??= this.keys());
  }

  publicKey(): string {
    return this.#vapid().publicKey;
  }

  async send(target: PushTarget, payload: string, options: { topic?: string } = {}): Promise<PushOutcome> {
    const { publicKey, privateKey } = this.#vapid();
    const { default: webpush } = await import('web-push');
    try {
      await webpush.sendNotification(target, payload, {
        vapidDetails: { subject: this.subject, publicKey, privateKey },
        TTL: 24 * 60 * 60,
        timeout: this.timeoutMs,
        urgency: 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
      });
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      throw new PushSendError(status ? `HTTP ${status}` : 'network error', { cause: error });
    }
  }
}
