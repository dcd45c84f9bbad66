import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInViaApi } from '../support/auth';
import { E2E_TELEGRAM_WEBHOOK_SECRET } from '../support/telegram';

/**
 * Connecting Telegram (PRODUCT.md, SPEC sections 2 and 4) against the built product: the shell's
 * connect modal gets a one-time bot deep link, the test plays Telegram by calling the bot webhook
 * with `/start <token>` (as Telegram would after the supplier pressed Start), and the open tab
 * hears the realtime `connect-telegram` event without a reload.
 */

/** A toast's text (the live region repeats it, so the toast itself is asked for). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

/**
 * Resolves once the socket confirms the subscription to `private-{channel}`: an event sent
 * before that would be lost, and the deep-link token works only once.
 */
function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes(`private-${channel}`)) {
          resolve();
        }
      });
    });
  });
}

test('a new supplier connects Telegram through the bot (simulated webhook) and disconnects it', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  expect(user.data.telegram_id ?? null).toBeNull();
  await signInViaApi(page, request, { login: user.data.telephone, password: user.password, telegramPrompt: true });
  const listening = subscribed(page, `connect-telegram.${user.data.id}`);
  const linkAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/customers/telegram/connect-link' && response.ok(),
  );
  await page.goto('/dashboard');

  // The connect modal, with the deep link the API made for this supplier.
  const modal = page.getByTestId('telegram-connect-dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Підключіть Telegram' })).toBeVisible();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  const link = modal.getByRole('link', { name: 'Відкрити Telegram' });
  await expect(link).toHaveAttribute('href', url);
  const href = (await link.getAttribute('href')) ?? '';
  const deepLink = /^https:\/\/t\.me\/([A-Za-z][A-Za-z0-9_]{4,31})\?start=([\w-]+)$/.exec(href);
  expect(deepLink, href).not.toBeNull();
  const token = deepLink![2];

  await listening;
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  // Telegram: the supplier pressed Start in the bot.
  const chatId = 700_000_000 + (Date.now() % 100_000_000);
  const webhook = await request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': E2E_TELEGRAM_WEBHOOK_SECRET },
    data: {
      update_id: chatId,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private' },
        from: { id: chatId, is_bot: false, first_name: 'Тест' },
        text: `/start ${token}`,
      },
    },
  });
  expect(webhook.ok(), await webhook.text()).toBeTruthy();

  // The open tab hears it: the success toast, and the modal closes by itself.
  await expect(toastWith(page, 'Telegram підключено успішно.')).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(loads).toEqual([]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as unknown);
  expect(stored).toMatchObject({ data: { telegram_id: String(chatId) } });

  // A webhook call without the secret is refused.
  const forged = await request.post('/api/telegram/webhook', {
    data: { update_id: 1, message: { message_id: 1, chat: { id: chatId, type: 'private' }, text: '/start x' } },
  });
  expect(forged.status()).toBe(401);

  // Налаштування: the card shows the chat; disconnecting it.
  await page.goto('/settings/preferences');
  const card = page.getByTestId('telegram-card');
  await expect(card).toContainText('Telegram підключено: сповіщення надходять у бот.');
  await expect(card).toContainText(`Чат: ${chatId}`);
  await card.getByTestId('telegram-disconnect').click();
  await expect(toastWith(page, 'Telegram успішно відв’язано.')).toBeVisible();
  await expect(card).toContainText('Telegram не підключено.');
});
