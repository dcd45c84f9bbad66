import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox('a-secrets-key-of-at-least-32-characters!');

  it('seals with a fresh IV each time and opens only with the same key and context', () => {
    const first = box.seal('7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47', 'np_api_keys:1');
    const second = box.seal('7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47', 'np_api_keys:1');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toBe(second);
    expect(box.open(first, 'np_api_keys:1')).toBe('7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47');
    expect(() => box.open(first, 'np_api_keys:2')).toThrow();
    expect(() => createSecretBox('another-secrets-key-of-32-characters!!').open(first, 'np_api_keys:1')).toThrow();
    const [version, iv, data, tag] = first.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => box.open([version, iv, flipped, tag].join('.'), 'np_api_keys:1')).toThrow();
    expect(() => box.open('plain text', 'np_api_keys:1')).toThrow('Not a sealed secret');
  });

  it('fingerprints with a key: same value same print, another secrets key another print', () => {
    expect(box.fingerprint('abc')).toBe(box.fingerprint('abc'));
    expect(box.fingerprint('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(createSecretBox('another-secrets-key-of-32-characters!!').fingerprint('abc')).not.toBe(
      box.fingerprint('abc'),
    );
  });

  it('refuses a short secrets key', () => {
    expect(() => createSecretBox('short')).toThrow(/32 characters/);
  });
});
