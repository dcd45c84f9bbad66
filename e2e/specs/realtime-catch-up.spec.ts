import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, registerViaApi, signInViaApi } from '../support/auth';

/**
 * Issue 18, item 4: events raised while the panel's realtime connection is down are not replayed,
 * so on reconnect the panel refetches what they keep fresh. Notifications are made on the server
 * through POST /api/dev/notifications (DEV_TOOLS=true).
 */

/** Keeps the page's WebSockets so the spec can cut them, as a dropped network does. */
async function trackSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const open: WebSocket[] = [];
    (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets = open;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        open.push(this);
      }
    };
  });
}

test('item 4: the bell shows a notification raised while realtime was down, once it reconnects', async ({
  page,
  request,
}) => {
  // Its own supplier: the free-text notification must not reach the demo supplier the walk reads in English.
  const supplier = await registerViaApi(request);
  const user = await signInViaApi(page, request, { login: supplier.data.telephone, password: supplier.password });
  const headers = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
  await request.delete('/api/v2/notifications', { headers });
  await trackSockets(page);
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(`private-customer.${user.data.id}`) &&
      response.ok(),
  );
  await page.goto('/dashboard');
  await subscribed;
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);

  await page.context().setOffline(true);
  await page.evaluate(() => {
    for (const socket of (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets) socket.close();
  });
  const created = await request.post('/api/dev/notifications', {
    data: {
      supplier_id: user.data.id,
      type: 'order',
      title: 'Нове замовлення №20418',
      body: 'Поки зʼєднання не було.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);

  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
  await page.context().setOffline(false);
  await expect(page.getByTestId('notifications-dot')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('notifications-bell')).toHaveAccessibleName(/Сповіщення: нових 1/);
  expect(loads).toEqual([]);
});
