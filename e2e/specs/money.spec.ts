import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_HEADERS,
  loginViaApi,
  readSmsCode,
  registerViaApi,
  uniqueTelephone,
  type StoredUser,
} from '../support/auth';

/**
 * Money against the built product (PRODUCT.md section 4, SPEC sections 4 and 8): top-ups through
 * the local checkout page, transfers, the subscription purchase in each branch of SPEC section 4,
 * the paid gate, payouts with a dev-route rejection, and the referral programme. Every supplier is
 * fresh; money arrives only through the local payment driver's checkout (`Сплатити`).
 */

const authHeaders = (user: StoredUser) => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

/** Puts the supplier into localStorage before the app starts, with the Telegram prompt closed. */
async function signInAs(page: Page, user: StoredUser): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-money-signed-in')) return;
    sessionStorage.setItem('e2e-money-signed-in', '1');
    localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [stored.data.id]: Date.now() + 864e6 }));
    localStorage.setItem('user', JSON.stringify(stored));
  }, user);
}

/** Tops main up the way the provider would: up-balance, then the checkout form's `Сплатити`. */
async function fund(request: APIRequestContext, user: StoredUser, amount: number): Promise<void> {
  const started = await request.post('/api/admin-suppliers/v1/customer/account/up-balance', {
    headers: { ...authHeaders(user), 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { amount },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { url } = (await started.json()) as { url: string };
  const checkout = await request.get(url);
  expect(await checkout.text()).toContain('Сплатити');
  const paid = await request.post(new URL(url).pathname, { form: { decision: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers()['location']).toBe('/payments/balances/main-balance');
}

async function transfer(
  request: APIRequestContext,
  user: StoredUser,
  body: { amount?: number; transfer_direction: string },
): Promise<string> {
  const response = await request.post('/api/v1/customers/balances/balance-transfer', {
    headers: { ...authHeaders(user), 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: body,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { message: string }).message;
}

interface Settings {
  balance: { total: number };
  service_balance: { total: number };
  subscribes: { supplier_panel: { active: boolean } };
}

async function settingsOf(request: APIRequestContext, user: StoredUser): Promise<Settings> {
  const response = await request.get('/api/admin-suppliers/v1/settings', { headers: authHeaders(user) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Settings;
}

/** A Ukrainian IBAN (UA + 27 digits) with a correct ISO 13616 mod-97 check. */
function validIban(): string {
  const bban = `305299${String(Date.now()).padStart(19, '0').slice(-19)}`;
  const digits = `${bban}${'U'.charCodeAt(0) - 55}${'A'.charCodeAt(0) - 55}00`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `UA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const pill = (page: Page) => page.getByTestId('balance-pill-text');

test.describe('balances', () => {
  test('tops up through the local checkout in a new tab; the pill and the page follow live', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerViaApi(request);
    await signInAs(page, user);
    await page.goto('/payments/balances/main-balance');
    await expect(page).toHaveTitle('Постачальники: Баланс');
    await expect(page.getByTestId('main-balance-amount')).toHaveText('0 грн');
    await expect(pill(page)).toHaveText('0 грн');
    await expect(page.getByTestId('history-empty')).toContainText('Операцій ще немає');
    const tabs = page.getByTestId('balance-tabs');
    await expect(tabs.getByRole('link', { name: 'Баланс', exact: true })).toHaveAttribute('aria-current', 'page');

    // keyboard: the button opens the dialog, the amount field has the focus
    await page.getByTestId('top-up-button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('top-up-dialog');
    await expect(dialog).toBeVisible();
    const amount = dialog.getByTestId('amount-input');
    await expect(amount).toBeFocused();
    await amount.fill('12,345');
    await dialog.getByTestId('top-up-submit').click();
    await expect(dialog).toContainText('Сума може мати не більше двох знаків після коми.');
    await amount.fill('0,5');
    await dialog.getByTestId('top-up-submit').click();
    await expect(dialog).toContainText('Мінімальна сума — 1 грн.');
    await amount.fill('100001');
    await dialog.getByTestId('top-up-submit').click();
    await expect(dialog).toContainText('Максимальна сума — 100 000 грн.');
    await amount.fill('1 234,50');

    const [checkout] = await Promise.all([context.waitForEvent('page'), dialog.getByTestId('top-up-submit').click()]);
    await checkout.waitForURL(/\/api\/payments\/local\/checkout\//);
    await expect(checkout.locator('dd').first()).toHaveText('1 234,50 грн');
    await expect(dialog).toContainText('Очікуємо оплату');
    await checkout.getByRole('button', { name: 'Сплатити' }).click();
    await checkout.waitForURL(/\/payments\/balances\/main-balance$/);
    await checkout.close();

    // balance.changed: no reload here
    await expect(pill(page)).toHaveText('1 234,50 грн');
    await expect(page.getByTestId('main-balance-amount')).toHaveText('1 234,50 грн');
    await expect(page.getByTestId('top-up-credited')).toHaveText('1 234,50 грн');
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('history-row');
    await expect(row).toHaveCount(1);
    await expect(row.first()).toContainText('Поповнення балансу');
    await expect(row.first().getByTestId('history-amount')).toHaveText('+1 234,50 грн');
  });

  test('moves money both ways on `Баланс Послуг` with the server message; filters and pages', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request);
    await fund(request, user, 300);
    await signInAs(page, user);
    await page.goto('/payments/balances/balance-services');
    await expect(page).toHaveTitle('Постачальники: Баланс Послуг');
    await expect(page.getByTestId('service-balance-amount')).toHaveText('0 грн');
    await expect(page.getByTestId('main-balance-hint')).toHaveText('Основний баланс: 300 грн');
    await expect(page.getByTestId('subscription-card')).toContainText('Не активна');

    await page.getByTestId('transfer-to-services-button').click();
    const toServices = page.getByTestId('transfer-dialog-transfer_from_main');
    await expect(toServices).toContainText('Звідки: основний баланс, 300 грн');
    await toServices.getByTestId('amount-input').fill('500');
    await toServices.getByTestId('transfer-submit').click();
    await expect(toServices).toContainText('Недостатньо коштів: доступно 300 грн.');
    await toServices.getByTestId('amount-input').fill('120,50');
    await toServices.getByLabel('Коментар (необов’язково)').fill('На рекламу');
    await toServices.getByTestId('transfer-submit').click();
    await expect(page.getByText('Кошти переказано на сервісний баланс.').first()).toBeVisible();
    await expect(toServices).toHaveCount(0);
    await expect(page.getByTestId('service-balance-amount')).toHaveText('120,50 грн');
    await expect(page.getByTestId('main-balance-hint')).toHaveText('Основний баланс: 179,50 грн');
    await expect(pill(page)).toHaveText('179,50 грн');

    await page.getByTestId('transfer-to-main-button').click();
    const toMain = page.getByTestId('transfer-dialog-transfer_to_main');
    await toMain.getByTestId('amount-input').fill('20,5');
    await toMain.getByTestId('transfer-submit').click();
    await expect(page.getByText('Кошти переказано на основний баланс.').first()).toBeVisible();
    await expect(page.getByTestId('service-balance-amount')).toHaveText('100 грн');
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('history-amount')).toHaveText('-20,50 грн');
    await expect(rows.nth(1)).toContainText('На рекламу');

    // the type filter lives in the address; the main page pages through 16 movements
    await page.getByTestId('history-type-filter').selectOption('transfer_to_main');
    await expect(page).toHaveURL(/type=transfer_to_main/);
    await expect(rows).toHaveCount(1);
    for (let index = 0; index < 14; index += 1) {
      await transfer(request, user, { amount: 1, transfer_direction: 'transfer_to_main' });
    }
    await page.goto('/payments/balances/main-balance');
    await expect(page.getByTestId('pagination')).toContainText('Сторінка 1 з 2');
    await expect(rows).toHaveCount(15);
    await page.getByTestId('pagination').getByRole('button', { name: 'Наступна' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await expect(rows.last()).toContainText('Поповнення балансу');
    await page.getByTestId('history-type-filter').selectOption('top_up');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows).toHaveCount(1);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('.');
    await page.getByTestId('history-date-from').fill(tomorrow);
    await expect(page.getByTestId('history-empty')).toContainText('За цими фільтрами операцій не знайдено');
    await page.getByRole('button', { name: 'Скинути фільтри' }).first().click();
    await expect(rows).toHaveCount(15);
  });
});

test.describe('subscription purchase (SPEC section 4)', () => {
  test('Оформити on Баланс Послуг: main low → top up the difference; services low → transfer and pay; then active', async ({
    page,
    context,
    request,
  }) => {
    const user = await registerViaApi(request);
    await signInAs(page, user);
    await page.goto('/payments/balances/balance-services');
    const buy = page.getByTestId('subscription-card-button');

    // branch 1: main 0 < 499
    await buy.click();
    const low = page.getByTestId('not-enough-balance-dialog');
    await expect(low).toContainText('Недостатньо коштів на Основному балансі');
    await expect(low).toContainText('499 грн');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      low.getByRole('button', { name: 'Поповнити на 499 грн' }).click(),
    ]);
    await checkout.waitForURL(/\/api\/payments\/local\/checkout\//);
    await expect(checkout.locator('dd').first()).toHaveText('499 грн');
    await checkout.getByRole('button', { name: 'Сплатити' }).click();
    await checkout.waitForURL(/\/payments\/balances\/main-balance$/);
    await checkout.close();
    await expect(pill(page)).toHaveText('499 грн');
    await expect(low).toHaveCount(0);
    await expect(page.getByText('Після поповнення балансу натисніть «Оформити» ще раз.').first()).toBeVisible();

    // branch 2: main 499 ≥ 499, services 0 < 499
    await buy.click();
    await expect(low).toContainText('Недостатньо коштів на сервісному балансі');
    await expect(low).toContainText('499 грн');
    await low.getByRole('button', { name: 'Переказати та оплатити' }).click();

    // paid, closed and reloaded
    await expect(page.getByTestId('subscription-status')).toContainText('Активна до');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pill(page)).toHaveText('0 грн');
    const settings = await settingsOf(request, user);
    expect(settings.subscribes.supplier_panel.active).toBe(true);
    expect(settings.service_balance.total).toBe(0);
  });

  test('enough on both balances → pays at once, closes and reloads; the balance page shows it', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request);
    // SPEC section 4 checks main first, so both balances must cover the cost
    await fund(request, user, 1000);
    expect(await transfer(request, user, { amount: 499, transfer_direction: 'transfer_from_main' })).toBe(
      'Кошти переказано на сервісний баланс.',
    );
    await signInAs(page, user);
    await page.goto('/payments/balances/balance-services');
    await page.getByTestId('subscription-card-button').click();
    await expect(page.getByTestId('subscription-status')).toContainText('Активна до');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pill(page)).toHaveText('501 грн');
    const settings = await settingsOf(request, user);
    expect(settings.subscribes.supplier_panel.active).toBe(true);
    expect(settings.service_balance.total).toBe(0);

    await page.goto('/payments/balances/balance-services');
    await expect(page.getByTestId('subscription-status')).toContainText('Активна до');
    await expect(page.getByTestId('history-row').first()).toContainText('Оплата підписки «Панель постачальника»');
    await expect(page.getByTestId('history-row').first().getByTestId('history-amount')).toHaveText('-499 грн');
  });
});

test.describe('payouts', () => {
  test('saves an account (IBAN checked), requests a payout that waits as pending, and a rejection returns the money', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request);
    await fund(request, user, 500);
    await signInAs(page, user);
    await page.goto('/payments/payouts');
    await expect(page).toHaveTitle('Постачальники: Виплати');
    await expect(page.getByTestId('payouts-available')).toHaveText('500 грн');
    await expect(page.getByTestId('payouts-held')).toHaveText('0 грн');
    await expect(page.getByTestId('payouts-empty')).toContainText('Виплат ще не було');
    await expect(page.getByTestId('payout-request-note')).toHaveText('Спочатку додайте рахунок для виплат.');
    await expect(page.getByTestId('payout-submit')).toBeDisabled();

    const iban = validIban();
    const wrong = `${iban.slice(0, -1)}${(Number(iban.at(-1)) + 1) % 10}`;
    await page.getByTestId('payout-iban').fill(wrong);
    await page.getByTestId('payout-holder').fill('ФОП Тестовий Виплат');
    await page.getByTestId('payout-tax-id').fill('1234567890');
    await page.getByTestId('payout-account-save').click();
    await expect(page.getByText('У IBAN помилка: контрольна сума не збігається. Перевірте цифри.')).toBeVisible();
    await expect(page.getByText('Код не пройшов перевірку контрольної цифри. Перевірте його.')).toBeVisible();
    await page.getByTestId('payout-iban').fill(iban.toLowerCase());
    await page.getByTestId('payout-tax-id').fill('1234567899');
    await page.getByTestId('payout-account-save').click();
    await expect(page.getByText('Рахунок для виплат збережено.').first()).toBeVisible();
    await expect(page.getByTestId('payout-account-iban')).toHaveText(iban.replace(/(.{4})(?=.)/g, '$1 '));

    const amount = page.getByTestId('payout-amount');
    await amount.fill('50');
    await page.getByTestId('payout-submit').click();
    await expect(page.getByText('Мінімальна виплата — 100 грн.')).toBeVisible();
    await amount.fill('600');
    await page.getByTestId('payout-submit').click();
    await expect(page.getByText('Недостатньо коштів: доступно 500 грн.')).toBeVisible();
    await amount.fill('150');
    await page.getByTestId('payout-submit').click();
    await expect(page.getByText('Заявку на виплату 150 грн створено.').first()).toBeVisible();
    const row = page.getByTestId('payout-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('payout-status')).toHaveText('Очікує');
    await expect(row.getByTestId('payout-amount-cell')).toHaveText('150 грн');
    await expect(page.getByTestId('payouts-held')).toHaveText('150 грн');
    await expect(page.getByTestId('payouts-available')).toHaveText('350 грн');
    await expect(pill(page)).toHaveText('350 грн');

    const list = await request.get('/api/v1/customers/payouts', { headers: authHeaders(user) });
    const [payout] = ((await list.json()) as { data: Array<{ id: number; status: string }> }).data;
    expect(payout?.status).toBe('pending');
    const rejected = await request.post(`/api/dev/payouts/${payout!.id}/status`, {
      data: { status: 'rejected', reason: 'Невірні реквізити' },
    });
    expect(rejected.ok(), await rejected.text()).toBeTruthy();

    // balance.changed brings it in without a reload
    await expect(row.getByTestId('payout-status')).toHaveText('Відхилено');
    await expect(row).toContainText('Причина: Невірні реквізити');
    await expect(page.getByTestId('payouts-held')).toHaveText('0 грн');
    await expect(page.getByTestId('payouts-available')).toHaveText('500 грн');
    await expect(pill(page)).toHaveText('500 грн');
    await page.getByTestId('payouts-status-filter').selectOption('paid');
    await expect(page.getByTestId('payouts-empty')).toContainText('Виплат із цим статусом немає');

    await page.goto('/payments/balances/main-balance');
    const rows = page.getByTestId('history-row');
    await expect(rows.first()).toContainText('Повернення коштів відхиленої виплати');
    await expect(rows.first().getByTestId('history-amount')).toHaveText('+150 грн');
    await expect(rows.nth(1).getByTestId('history-amount')).toHaveText('-150 грн');
  });
});

/** Signs a supplier up through a referral link (`referral_id`) and confirms the phone. */
async function registerInvited(request: APIRequestContext, referrerId: number, firstname: string) {
  const telephone = uniqueTelephone();
  const since = Date.now();
  const registered = await request.post('/api/admin-suppliers/v2/auth/register', {
    headers: API_HEADERS,
    data: {
      firstname,
      lastname: 'Запрошений',
      telephone,
      email: `e2e${telephone.slice(1)}@example.com`,
      password: 'e2e-password-1',
      referral_id: referrerId,
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const code = await readSmsCode(request, telephone, { since });
  const confirmed = await request.post('/api/admin-suppliers/v2/auth/confirm-code', {
    headers: API_HEADERS,
    data: { telephone, code },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return (await confirmed.json()) as StoredUser;
}

test.describe('referral programme', () => {
  test('shows the link, the friends with spent and earned, their transactions; the footer follows live', async ({
    page,
    request,
  }) => {
    const referrer = await registerViaApi(request);
    const friend = await registerInvited(request, referrer.data.id, 'Друг');
    await fund(request, friend, 499);
    await transfer(request, friend, { amount: 499, transfer_direction: 'transfer_from_main' });
    await transfer(request, friend, { transfer_direction: 'supplier_panel' });

    await signInAs(page, referrer);
    await page.goto('/stores');
    await page.getByTestId('side-menu').getByRole('button', { name: 'Платежі' }).click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Реферальна програма' }).click();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(page).toHaveTitle('Постачальники: Реферальна програма');
    await expect(page.getByTestId('referral-link')).toHaveValue(
      `${new URL(page.url()).origin}/auth/signup?referral_id=${referrer.data.id}`,
    );
    await expect(page.getByTestId('referral-total')).toHaveText('124,75 грн');
    await expect(page.getByTestId('referral-earnings-total')).toHaveText('124,75 грн');
    const item = page.getByTestId('referral-friend');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('referral-friend-name')).toHaveText('Друг Запрошений');
    await expect(item.getByTestId('referral-friend-spent')).toHaveText('499 грн');
    await expect(item.getByTestId('referral-friend-earned')).toHaveText('124,75 грн');
    await item.getByTestId('referral-friend-toggle').click();
    await expect(item.getByTestId('referral-friend-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByTestId('friend-transaction')).toHaveCount(1);
    await expect(item.getByTestId('friend-transaction')).toContainText('Підписка «Панель постачальника»');
    await expect(item.getByTestId('friend-transaction')).toContainText('+124,75 грн');

    // the friend extends the subscription: the reward arrives as balance.changed
    await fund(request, friend, 499);
    await transfer(request, friend, { amount: 499, transfer_direction: 'transfer_from_main' });
    await transfer(request, friend, { transfer_direction: 'supplier_panel' });
    await expect(page.getByTestId('referral-earnings-total')).toHaveText('249,50 грн');
    await expect(page.getByTestId('referral-total')).toHaveText('249,50 грн');
    await expect(item.getByTestId('referral-friend-earned')).toHaveText('249,50 грн');
    await expect(pill(page)).toHaveText('249,50 грн');

    // a period without payments: the friend is listed with nothing spent
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('.');
    await page.getByTestId('referral-date-from').fill(later);
    await expect(item.getByTestId('referral-friend-spent')).toHaveText('0 грн');
  });
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the money pages fit without sideways scrolling', async ({ page, request }) => {
    // the demo supplier (no SMS needed); a top-up and a transfer give both histories a long row
    const user = await loginViaApi(request);
    await fund(request, user, 99999.99);
    await transfer(request, user, { amount: 1000.01, transfer_direction: 'transfer_from_main' });
    await signInAs(page, user);
    for (const [path, ready] of [
      ['/payments/balances/main-balance', 'history-row'],
      ['/payments/balances/balance-services', 'history-row'],
      ['/payments/payouts', 'payout-request'],
      ['/referral', 'referral-link'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // nor do the tables scroll inside their frames
      const inner = await page.evaluate(() =>
        Math.max(
          0,
          ...Array.from(document.querySelectorAll('table')).map((table) => {
            const frame = table.parentElement!;
            return frame.scrollWidth - frame.clientWidth;
          }),
        ),
      );
      expect(inner, `${path} tables`).toBeLessThanOrEqual(0);
    }
  });
});

test('the money pages and their dialogs have no serious or critical axe violations', async ({ page, request }) => {
  test.setTimeout(120_000); // an axe run per page, each seconds long on a busy machine
  const serious = (violations: Array<{ impact?: string | null }>) =>
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const check = async (what: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(serious(violations), `${what}: ${JSON.stringify(serious(violations), null, 2)}`).toEqual([]);
  };
  await signInAs(page, await loginViaApi(request));
  await page.goto('/payments/balances/main-balance');
  await expect(page.getByTestId('main-balance-amount')).toBeVisible();
  await check('main balance');
  await page.getByTestId('top-up-button').click();
  await expect(page.getByTestId('top-up-dialog')).toBeVisible();
  await check('top-up dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('top-up-dialog')).toHaveCount(0);

  await page.goto('/payments/balances/balance-services');
  await expect(page.getByTestId('service-balance-amount')).toBeVisible();
  await check('services balance');
  await page.getByTestId('transfer-to-services-button').click();
  await expect(page.getByTestId('transfer-dialog-transfer_from_main')).toBeVisible();
  await check('transfer dialog');
  await page.keyboard.press('Escape');

  await page.goto('/payments/payouts');
  await expect(page.getByTestId('payout-request')).toBeVisible();
  await check('payouts');
  await page.goto('/referral');
  await expect(page.getByTestId('referral-link')).toBeVisible();
  await check('referral');
});
