import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ChatUnread, SimulateChatResponse } from '@supplier/contracts/chats';
import type { StorefrontInboxResponse } from '@supplier/contracts/marketplace';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * `Чати` (issue 14) against the built product: a buyer simulated through the signed gateway
 * writes, the message appears live in the list and in the open conversation without a reload, the
 * supplier answers and the local storefront's inbox receives it; the menu's unread count drops
 * once the conversation is opened; from 1024 px the list and the conversation side by side (issue
 * 37), on a phone one after the other.
 */

let user: StoredUser;
const auth = () => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

async function unread(request: APIRequestContext): Promise<ChatUnread> {
  const response = await request.get('/api/admin-suppliers/v1/chats/unread', { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: ChatUnread }).data;
}

/** A buyer writes over the real signed gateway: in `chatId`, or in a new chat about a demo order. */
async function buyerWrites(request: APIRequestContext, text: string, chatId?: number): Promise<SimulateChatResponse> {
  const response = await request.post('/api/dev/simulate/chats', {
    data: { supplier_id: chatId ? undefined : user.data.id, chat_id: chatId, text },
  });
  expect(response.ok(), `POST /api/dev/simulate/chats (DEV_TOOLS=true?): ${await response.text()}`).toBeTruthy();
  return (await response.json()) as SimulateChatResponse;
}

function channelAuthorized(page: Page, channel: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(channel) &&
      response.ok(),
  );
}

const menuCount = (page: Page) => page.getByTestId('side-menu').locator('a[href="/chats"] [data-testid="menu-count"]');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
});

test('a buyer’s message appears live in the list and the conversation; the answer reaches the storefront', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  const listening = channelAuthorized(page, `private-chats.${user.data.id}`);
  await page.goto('/chats');
  await expect(page).toHaveTitle('Постачальники: Чати');
  await expect(page.getByTestId('chat-row').first()).toBeVisible();
  await listening;
  // Full page loads only (moving to the conversation is the router's, not a reload).
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  // A new chat: it leads the list, live (the subscription may be confirmed a moment after its auth).
  let chat: SimulateChatResponse | undefined;
  await expect(async () => {
    chat = await buyerWrites(request, `Добрий день! Чи можна забрати сьогодні? ${Date.now()}`);
    await expect(page.getByTestId('chat-row').first()).toHaveAttribute('href', `/chats/${chat.chat_id}`, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  const first = page.getByTestId('chat-row').first();
  await expect(first.getByTestId('chat-row-unread')).toHaveText('1');
  const before = await unread(request);
  await expect(menuCount(page)).toHaveText(String(before.chats));

  // Opening it marks it read: the menu count drops.
  const chatListening = channelAuthorized(page, `private-chat.${chat!.chat_id}`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/chats/${chat!.chat_id}$`));
  await expect(page).toHaveTitle('Постачальники: Чат');
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await expect.poll(async () => (await unread(request)).chats).toBe(before.chats - 1);
  if (before.chats - 1 > 0) await expect(menuCount(page)).toHaveText(String(before.chats - 1));
  else await expect(menuCount(page)).toHaveCount(0);
  await chatListening;

  // The buyer writes again: it shows in the open conversation once, without a reload.
  const second = `Ще одне питання: є гарантія? ${Date.now()}`;
  await buyerWrites(request, second, chat!.chat_id);
  await expect(page.getByTestId('chat-message').filter({ hasText: second })).toHaveCount(1, { timeout: 10_000 });

  // The supplier answers with Enter; Shift+Enter makes a new line.
  const composer = page.getByTestId('chat-composer');
  await composer.fill('Добрий день!');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Так, 12 місяців.');
  await composer.press('Enter');
  const answer = page.locator('[data-testid="chat-message"][data-author="supplier"]');
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText('Так, 12 місяців.');
  await expect(page.getByTestId('chat-message-pending')).toHaveCount(0);
  await expect(page.getByTestId('chat-message')).toHaveCount(3);
  expect(loads).toEqual([]);

  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/storefront/inbox?type=chat.message');
        const inbox = (await response.json()) as StorefrontInboxResponse;
        return inbox.data.find((event) => event.data.chat_external_id === chat!.external_id)?.data.text ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe('Добрий день!\nТак, 12 місяців.');
});

test.describe('1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the list and the conversation side by side: another chat switches the right pane, the list stays', async ({
    page,
    request,
  }) => {
    const older = await buyerWrites(request, `Чи є розмір M? ${Date.now()}`);
    const newer = await buyerWrites(request, `Коли відправите? ${Date.now()}`);
    const row = (chat: SimulateChatResponse) =>
      page.locator(`a[data-testid="chat-row"][href="/chats/${chat.chat_id}"]`);
    const pane = page.getByTestId('chat-pane');
    await signInViaApi(page, request);
    await page.goto('/chats');
    await expect(page.getByTestId('chats-list')).toBeVisible();
    await expect(pane.getByTestId('chat-pick')).toHaveText(/Оберіть чат зі списку/);

    await row(older).click();
    await expect(page).toHaveURL(new RegExp(`/chats/${older.chat_id}$`));
    await expect(pane.getByTestId('chat-message')).toContainText(/Чи є розмір M\?/);
    await expect(page.getByTestId('chat-composer')).toBeFocused();
    await expect(page.getByTestId('chat-composer')).toBeInViewport({ ratio: 1 });
    await expect(row(older)).toHaveAttribute('aria-current', 'page');
    const list = (await page.getByTestId('chats-pane').boundingBox())!;
    const conversation = (await pane.boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(conversation.x);
    expect(conversation.width).toBeGreaterThan(list.width);

    await row(newer).click();
    await expect(page).toHaveURL(new RegExp(`/chats/${newer.chat_id}$`));
    await expect(pane.getByTestId('chat-message')).toContainText(/Коли відправите\?/);
    await expect(page.getByTestId('chats-list')).toBeVisible();
    await expect(row(newer)).toHaveAttribute('aria-current', 'page');
    await expect(row(older)).not.toHaveAttribute('aria-current', 'page');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Back returns to the chat before; a deep link opens both panes; the keyboard walks the list.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/chats/${older.chat_id}$`));
    await expect(pane.getByTestId('chat-message')).toContainText(/Чи є розмір M\?/);
    await page.goto(`/chats/${newer.chat_id}`);
    await expect(row(newer)).toHaveAttribute('aria-current', 'page');
    await expect(pane.getByTestId('chat-buyer')).toBeVisible();
    await row(newer).focus();
    await page.keyboard.press('ArrowDown');
    await expect(row(older)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/chats/${older.chat_id}$`));
    await expect(page.getByTestId('chat-composer')).toBeFocused();
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the conversation fit with no sideways scroll; the order panel opens as a sheet', async ({
    page,
    request,
  }) => {
    await signInViaApi(page, request);
    await page.goto('/chats');
    await expect(page.getByTestId('chat-row').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('chat-row').first().click();
    await expect(page.getByTestId('chat-message').first()).toBeVisible();
    // One pane at a time: the chat replaces the list, and its back link brings the list again.
    await expect(page.getByTestId('chats-list')).toHaveCount(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('chat-panel-button').click();
    await expect(page.getByTestId('chat-subject')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'До списку чатів' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByTestId('chat-row').first()).toBeVisible();
  });
});
