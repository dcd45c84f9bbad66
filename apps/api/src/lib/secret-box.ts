import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { localSecret } from './local-secrets';

/**
 * Encryption at rest for secrets the product must give back to itself (e.g. suppliers' Nova
 * Poshta API keys): AES-256-GCM with a random 96-bit IV per value. The key comes from
 * SECRETS_KEY (any string of at least 32 characters, e.g. `openssl rand -base64 32`) or, for the
 * embedded default, from `secrets_key` in DATA_DIR/secrets.json (generated on first use). The
 * AES key and the fingerprint key are derived from it with HKDF-SHA256, so the secret's format
 * does not matter and the two uses never share a key.
 *
 * Sealed text: `v1.<iv>.<ciphertext>.<tag>` (base64url). `context` is bound as additional
 * authenticated data: a value sealed for one row (e.g. `np_api_keys:42`) does not open for
 * another. Losing the secret makes the stored values unreadable; keep it with the backups.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the text was not sealed with this key and context, or was changed. */
  open(sealed: string, context: string): string;
  /** A keyed SHA-256 of a value (hex), to find duplicates without storing or decrypting them. */
  fingerprint(value: string): string;
}

const VERSION = 'v1';
const SALT = Buffer.from('supplier-panel/secret-box');

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, purpose, 32));
}

export function createSecretBox(secret: string): SecretBox {
  if (secret.length < 32) throw new Error('The secrets key must be at least 32 characters long');
  const aesKey = derive(secret, 'aes-256-gcm:v1');
  const macKey = derive(secret, 'fingerprint:v1');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[iv, encrypted, tag].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed, context) {
      const [version, iv, encrypted, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || encrypted === undefined || !tag || rest.length > 0) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    },
    fingerprint(value) {
      return createHmac('sha256', macKey).update(value, 'utf8').digest('hex');
    },
  };
}

/** The product's box: SECRETS_KEY, else the generated local secret of DATA_DIR (read on first use). */
export function secretBoxFromConfig(config: { SECRETS_KEY?: string; DATA_DIR: string }): SecretBox {
  let box: SecretBox | undefined;
  const get = () => (box ??= createSecretBox(config.SECRETS_KEY ?? localSecret(config.DATA_DIR, 'secrets_key')));
  return {
    seal: (plain, context) => get().seal(plain, context),
    open: (sealed, context) => get().open(sealed, context),
    fingerprint: (value) => get().fingerprint(value),
  };
}
