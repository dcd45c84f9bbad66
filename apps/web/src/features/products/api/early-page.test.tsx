import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { stubApi } from '@/test/render';
import { storedUser } from '@/test/stored-user';
import { productsKeys } from './keys';
import { prefetchProductsList } from './prefetch-products';
import firstPageScript from '../../../../public/products-first-page.js?raw';

/** public/products-first-page.js, run as index.html runs it before the app's scripts. */
const runFirstPageScript = () => new Function(firstPageScript)();

const answer = { data: [], meta: { total: 0, total_exact: true, per_page: 50, next_cursor: null } };
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/products')).length;
const firstPageKey = productsKeys.list({ per_page: 50, sort: 'created_at', order: 'desc' } as never);

describe('the products list asked for before the scripts', () => {
  beforeEach(() => {
    delete window.__productsFirstPage;
    queryClient.clear();
    useSession.getState().setUser(storedUser);
    window.history.replaceState(null, '', '/products/list');
  });
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is the request the list takes: the page is asked for once', async () => {
    const fetchMock = stubApi(() => answer);
    runFirstPageScript();
    expect(listCalls(fetchMock)).toBe(1);
    prefetchProductsList(new URL(window.location.href));
    await expect.poll(() => queryClient.getQueryData(firstPageKey)).toEqual(answer);
    expect(listCalls(fetchMock)).toBe(1);
  });

  it('is not made once the app has asked, nor for a filtered list', () => {
    const fetchMock = stubApi(() => answer);
    prefetchProductsList(new URL(window.location.href));
    runFirstPageScript();
    delete window.__productsFirstPage;
    window.history.replaceState(null, '', '/products/list?status=active');
    runFirstPageScript();
    expect(listCalls(fetchMock)).toBe(1);
  });

  it('is asked again the app’s way when it was another session’s or refused', async () => {
    const fetchMock = stubApi(() => new Response(null, { status: 403 }));
    runFirstPageScript();
    prefetchProductsList(new URL(window.location.href));
    await expect.poll(() => listCalls(fetchMock)).toBe(2);
    delete window.__productsFirstPage;
    runFirstPageScript();
    useSession.getState().setUser({ ...storedUser, token: 'another' });
    prefetchProductsList(new URL(window.location.href));
    await expect.poll(() => listCalls(fetchMock)).toBe(4);
  });
});
