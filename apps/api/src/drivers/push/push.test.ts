import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createECDH } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPushDriver, vapidPublicKeyOf } from '.';

describe('Web Push driver', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-push-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a VAPID key pair into DATA_DIR/secrets.json on first use and keeps it', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = createPushDriver(config).publicKey();
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.vapid_private_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vapidPublicKeyOf(stored.vapid_private_key!)).toBe(first);
    expect(createPushDriver(config).publicKey()).toBe(first);
  });

  it('uses VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(createPushDriver(config).publicKey()).toBe(keys.publicKey);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both or neither/);
  });

  it('the generated keys sign and encrypt a real push request', () => {
    const privateKey = createECDH('prime256v1');
    privateKey.generateKeys();
    const vapidPrivate = privateKey.getPrivateKey().toString('base64url');
    const vapidPublic = vapidPublicKeyOf(vapidPrivate);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const details = webpush.generateRequestDetails(
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
      JSON.stringify({ title: 'Нове замовлення' }),
      { vapidDetails: { subject: 'mailto:support@example.com', publicKey: vapidPublic, privateKey: vapidPrivate } },
    );
    expect(details.headers.Authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidPublic}$`),
    );
    expect(details.headers['Content-Encoding']).toBe('aes128gcm');
  });
});
