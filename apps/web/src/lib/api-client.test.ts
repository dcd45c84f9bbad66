import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '@/test/stored-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest and authorizedGet', () => {
  it('call the API with the bearer token and without cookies, so they do not queue behind the page scripts (ADR 0035)', async () => {
    const stored = JSON.stringify(storedUser);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'user' ? stored : null) });
    vi.stubGlobal('document', { documentElement: {} });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"data":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { apiRequest, authorizedGet } = await import('./api-client');

    await expect(apiRequest('/admin-suppliers/v1/products', { toastOnError: false })).resolves.toEqual({ data: [] });
    await authorizedGet('/api/admin-suppliers/v1/chats/3/attachments/1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init.credentials).toBe('omit');
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer abc');
    }
  });
});
