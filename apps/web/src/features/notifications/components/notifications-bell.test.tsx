import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderWithProviders, stubApi } from '@/test/render';
import { signInAs } from '@/test/sign-in-as';
import { NotificationsBell } from './notifications-bell';

const subscription = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** A browser with pushes on (permission given, a subscription kept by the service worker) or asked never. */
function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ toJSON: () => subscription }) } }),
    },
  });
}

function api() {
  return stubApi(({ url }) => (url.includes('/count/new') ? { count: 3 } : { message: 'ok' }));
}

const pushSaves = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes('/push-subscriptions') && init?.method === 'POST');

describe('the bell (ADR 0052)', () => {
  beforeEach(() => signInAs('support'));
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the count of what the signed-in member reads', async () => {
    browserWithPush('default');
    api();
    renderWithProviders(<NotificationsBell />);
    expect(await screen.findByTestId('notifications-dot')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-bell')).toHaveAccessibleName(/3/);
  });

  it('gives this browser’s pushes to the person who signed in on it', async () => {
    browserWithPush('granted');
    const fetchMock = api();
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(pushSaves(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(pushSaves(fetchMock)[0]![1]!.body))).toEqual(subscription);
    const authorization = new Headers(pushSaves(fetchMock)[0]![1]!.headers).get('authorization');
    expect(authorization).toBe(`Bearer ${useSession.getState().user!.token}`);
  });

  it('registers nothing where pushes were never allowed', async () => {
    browserWithPush('default');
    const fetchMock = api();
    renderWithProviders(<NotificationsBell />);
    await screen.findByTestId('notifications-dot');
    expect(pushSaves(fetchMock)).toEqual([]);
  });
});
