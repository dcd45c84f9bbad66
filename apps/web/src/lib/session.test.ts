import { afterEach, describe, expect, it, vi } from 'vitest';
import { authResponse } from '@supplier/contracts/identity';
import { storedSupplier as supplier, storedUser as good } from '@/test/stored-user';

/** A fresh session module over a localStorage holding `user` = raw. */
async function loadSession(raw: string | null) {
  const items = new Map<string, string>(raw === null ? [] : [['user', raw]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  vi.resetModules();
  const session = await import('./session');
  return { session, items };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stored user (SPEC section 8)', () => {
  it('accepts exactly what the contracts authResponse accepts', async () => {
    const { session } = await loadSession(null);
    const samples: unknown[] = [
      good,
      { ...good, extra: 1 },
      { data: { ...supplier, two_factor_enabled: true }, token: 'abc' },
      { data: { ...supplier, email: 'x', avatar: 'a.png', telegram_id: '1' }, token: '' },
      null,
      [],
      'user',
      { data: supplier },
      { token: 'abc' },
      { data: null, token: 'abc' },
      { data: [], token: 'abc' },
      { data: supplier, token: 5 },
      { data: { ...supplier, id: '7' }, token: 'abc' },
      { data: { ...supplier, id: 7.5 }, token: 'abc' },
      { data: { ...supplier, name: undefined }, token: 'abc' },
      { data: { ...supplier, email: undefined }, token: 'abc' },
      { data: { ...supplier, is_confirm_telephone: 'yes' }, token: 'abc' },
      { data: { ...supplier, telephone: null }, token: 'abc' },
    ];
    for (const sample of samples) {
      expect(session.isStoredUser(sample), JSON.stringify(sample)).toBe(authResponse.safeParse(sample).success);
    }
  });

  it('keeps a whole stored user signed in', async () => {
    const { session, items } = await loadSession(JSON.stringify(good));
    expect(session.useSession.getState().user).toEqual(good);
    expect(items.has('user')).toBe(true);
  });

  it('drops a partial stored user, logs it and counts as signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, items } = await loadSession(JSON.stringify({ data: { id: 7 }, token: 'abc' }));
    expect(session.useSession.getState().user).toBeNull();
    expect(items.has('user')).toBe(false);
    expect(error).toHaveBeenCalledWith('Error parsing data from storage:', expect.any(Error));
  });

  it('drops a stored user that is not JSON, logs it and counts as signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, items } = await loadSession('{not json');
    expect(session.useSession.getState().user).toBeNull();
    expect(items.has('user')).toBe(false);
    expect(error).toHaveBeenCalledWith('Error parsing data from storage:', expect.any(SyntaxError));
  });
});
