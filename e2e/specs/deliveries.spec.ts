import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS, registerViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * Delivery and payment methods (PRODUCT.md sections 9, 10) against the built product: the API
 * runs the local Nova Poshta server in-process (NOVAPOSHTA_DRIVER=local), which knows the demo key.
 */

const DEMO_NP_KEY = '7f3c2a9e4b1d8c6f0a5e3b2d9c8f1a47';
/** Well-formed, but unknown to Nova Poshta. */
const UNKNOWN_NP_KEY = '0123456789abcdef0123456789abcdef';
const NP_INVALID_KEY = 'API-ключ Нової Пошти недійсний. Перевірте ключ у кабінеті Нової Пошти.';

async function signInFreshSupplier(page: Page, request: APIRequestContext) {
  const user = await registerViaApi(request);
  await signInViaApi(page, request, { login: user.data.telephone, password: user.password });
  return user;
}

/** An authorised API call of `user`; fails the test on an error answer. */
async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  user: StoredUser,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/admin-suppliers/v1/${path}`, {
    method,
    data,
    headers: { ...API_HEADERS, authorization: `Bearer ${user.token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * The first two setup steps done through the API: the four required information articles (50+
 * characters of text each) and one product in a leaf category.
 */
async function completeInformationAndProduct(request: APIRequestContext, user: StoredUser): Promise<void> {
  for (const kind of ['about', 'delivery', 'payment', 'returns']) {
    await api(request, user, 'PUT', `articles/${kind}`, {
      title: `Стаття ${kind}`,
      content: `<p>${'Умови для покупців нашого магазину: доставка, оплата, повернення. '.repeat(2)}</p>`,
    });
  }
  const leaves = await api<{ data: { id: number }[] }>(
    request,
    user,
    'GET',
    `categories/search?q=${encodeURIComponent('смартфони')}&leaf_only=true`,
  );
  expect(leaves.data.length).toBeGreaterThan(0);
  await api(request, user, 'POST', 'products', {
    category_id: leaves.data[0]!.id,
    name: 'Смартфон Мрія X1 128 ГБ',
    sku: `E2E-NP-${user.data.id}`,
    price: 9999.5,
    stock: 5,
    status: 'active',
  });
}

/** "Виконано N з 4 кроків." of the setup banner, as N. */
async function stepsDone(page: Page): Promise<number> {
  const banner = page.getByTestId('setup-banner');
  await expect(banner).toBeVisible();
  const text = (await banner.textContent()) ?? '';
  const match = /Виконано (\d) з 4 кроків/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

/** A toast's text (the live region repeats it, so the toast itself is asked for). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

async function choose(page: Page, combobox: string, option: string | RegExp, type?: string) {
  const input = page.getByRole('combobox', { name: combobox, exact: true });
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).click();
}

test('a new supplier with articles and a product adds a Nova Poshta key, picks the sender, enables Nova Poshta and cash on delivery; the setup banner disappears', async ({
  page,
  request,
}) => {
  const user = await signInFreshSupplier(page, request);
  await completeInformationAndProduct(request, user);
  await page.goto('/stores');
  await expect.poll(() => stepsDone(page)).toBe(2);
  await expect(page.getByTestId('setup-banner-link')).toHaveAttribute('href', '/deliveries');

  // Менеджер API ключів
  await page.goto('/deliveries');
  await expect(page).toHaveTitle('Постачальники: Методи доставки');
  await expect(page.getByTestId('np-status')).toHaveAttribute('data-state', 'no_key');
  await page.getByRole('link', { name: 'Менеджер API ключів' }).first().click();
  await expect(page).toHaveURL(/\/deliveries\/apis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Менеджер API ключів' })).toBeVisible();
  await expect(page.getByText('Ключів ще немає')).toBeVisible();
  await page.getByLabel('Назва ключа').fill('Київський склад');
  await page.getByLabel('API-ключ').fill(DEMO_NP_KEY);
  await page.getByRole('button', { name: 'Додати ключ' }).click();
  const key = page.getByTestId('np-key');
  await expect(key).toContainText('Київський склад');
  await expect(key).toContainText(`••••••••${DEMO_NP_KEY.slice(-4)}`);
  await expect(key).toContainText('Основний');
  await expect(key).toContainText('ФОП Коваленко Олена Петрівна');
  await expect(page.locator('body')).not.toContainText(DEMO_NP_KEY);

  // Налаштування відправника: pickers loaded through the key
  await page.goto('/deliveries/sender');
  await expect(page).toHaveTitle('Постачальники: Налаштування відправника');
  await choose(page, 'Відправник', 'ФОП Коваленко Олена Петрівна');
  await choose(page, 'Контактна особа', /^Коваленко Олена Петрівна/);
  await expect(page.getByLabel('Телефон відправника')).toHaveValue('+380 67 123 45 67');
  const city = page.getByRole('combobox', { name: 'Місто', exact: true });
  await city.fill('Київ');
  await page.getByRole('option', { name: 'м. Київ, Київська обл.' }).click();
  await expect(city).toHaveValue('м. Київ, Київська обл.');
  // The branch picker searches as you type, and answers from the keyboard.
  const branch = page.getByRole('combobox', { name: 'Відділення', exact: true });
  await branch.fill('Пирогівський');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await branch.press('ArrowDown');
  await branch.press('Enter');
  await expect(branch).toHaveValue('Відділення №1: вул. Пирогівський шлях, 135');
  await page.getByRole('button', { name: 'Зберегти відправника' }).click();
  await expect(toastWith(page, 'Налаштування відправника збережено.')).toBeVisible();

  // Методи доставки: Nova Poshta is configured now; switch it on
  await page.goto('/deliveries');
  await expect(page.getByTestId('np-status')).toHaveAttribute('data-state', 'ready');
  const novaPoshta = page.getByRole('switch', { name: 'Увімкнути «Нова Пошта»' });
  await expect(novaPoshta).toHaveAttribute('aria-checked', 'false');
  await novaPoshta.click();
  await expect(novaPoshta).toHaveAttribute('aria-checked', 'true');
  await expect(toastWith(page, 'Метод доставки «Нова Пошта» увімкнено.')).toBeVisible();
  await expect(page.getByTestId('carrier-novaposhta')).toContainText('Увімкнено');

  // Методи оплати: cash on delivery works without settings
  await page.goto('/payment-methods/methods');
  await expect(page).toHaveTitle('Постачальники: Методи оплати');
  const cod = page.getByRole('switch', { name: 'Увімкнути «Накладений платіж»' });
  await cod.click();
  await expect(cod).toHaveAttribute('aria-checked', 'true');
  await expect(toastWith(page, 'Метод оплати «Накладений платіж» увімкнено.')).toBeVisible();

  // Saved lists
  await page.goto('/deliveries/saved');
  await expect(page.getByTestId('saved-novaposhta')).toContainText('Нова Пошта');
  await page.goto('/payment-methods/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Збережені методи оплати' })).toBeVisible();
  await expect(page.getByTestId('saved-payment-cod')).toContainText('Накладений платіж');

  // Every setup step is done: the setup banner is gone where it showed before
  const settingsLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin-suppliers/v1/settings' && response.ok(),
  );
  await page.goto('/stores');
  const { setup } = (await (await settingsLoaded).json()) as { setup: Record<string, boolean> };
  expect(setup).toEqual({ information: true, product: true, delivery: true, payment: true });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('setup-banner')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('setup-banner')).toHaveCount(0);
});

test("a key Nova Poshta refuses shows Nova Poshta's reason in Ukrainian under the key", async ({ page, request }) => {
  await signInFreshSupplier(page, request);
  await page.goto('/deliveries/apis');
  await page.getByLabel('Назва ключа').fill('Чужий ключ');
  const keyField = page.getByLabel('API-ключ');
  await keyField.fill(UNKNOWN_NP_KEY);
  await page.getByRole('button', { name: 'Додати ключ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NP_INVALID_KEY })).toBeVisible();
  await expect(keyField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ключів ще немає')).toBeVisible();

  // A malformed key is stopped before asking Nova Poshta.
  await keyField.fill('abc');
  await page.getByRole('button', { name: 'Додати ключ' }).click();
  await expect(
    page.getByText('API-ключ Нової Пошти складається з 32 символів: цифр і латинських літер a–f.'),
  ).toBeVisible();
});

test('the sender page shows a clear state with the way to the key manager when there is no key', async ({
  page,
  request,
}) => {
  await signInFreshSupplier(page, request);
  await page.goto('/deliveries/sender');
  const state = page.getByTestId('sender-key-state');
  await expect(state).toHaveAttribute('data-state', 'no_key');
  await expect(state).toContainText('Немає API-ключа Нової Пошти');
  await state.getByRole('link', { name: 'Менеджер API ключів' }).click();
  await expect(page).toHaveURL(/\/deliveries\/apis$/);
});

test('bank transfer details are checked (IBAN checksum) before the method is switched on', async ({
  page,
  request,
}) => {
  await signInFreshSupplier(page, request);
  await page.goto('/payment-methods/methods');
  await page.getByRole('switch', { name: 'Увімкнути «Оплата на рахунок»' }).click();
  await expect(page).toHaveURL(/\/payment-methods\/methods\/details\/bank_transfer\?enable=1$/);
  await expect(page).toHaveTitle('Постачальники: Налаштування методу оплати');
  await page.getByLabel('IBAN').fill('UA21 3223 1300 0002 6007 2335 6600 2');
  await page.getByLabel('Отримувач').fill('ФОП Тест Постачальник');
  await page.getByLabel('ЄДРПОУ або ІПН').fill('3123456789');
  await page.getByRole('button', { name: 'Зберегти й увімкнути' }).click();
  await expect(page.getByText('Введіть IBAN у форматі UA та 27 цифр із правильною контрольною сумою.')).toBeVisible();
  await page.getByLabel('IBAN').fill('UA21 3223 1300 0002 6007 2335 6600 1');
  await page.getByRole('button', { name: 'Зберегти й увімкнути' }).click();
  await expect(toastWith(page, 'Метод оплати «Оплата на рахунок» увімкнено.')).toBeVisible();
  await page.goto('/payment-methods/saved');
  await expect(page.getByTestId('saved-payment-bank_transfer')).toContainText('UA21 3223 1300 0002 6007 2335 6600 1');
});

test('the demo supplier is seeded with a working key, a Kyiv branch sender and Nova Poshta on; pages fit 375 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, request);
  await page.goto('/deliveries');
  await expect(page.getByTestId('np-status')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('np-status')).toContainText('Київ, Київська обл.');
  await expect(page.getByRole('switch', { name: 'Увімкнути «Нова Пошта»' })).toHaveAttribute('aria-checked', 'true');
  for (const path of [
    '/deliveries',
    '/deliveries/apis',
    '/deliveries/sender',
    '/deliveries/saved',
    '/payment-methods/methods',
    '/payment-methods/methods/details/bank_transfer',
    '/payment-methods/saved',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/deliveries/sender');
  await expect(page.getByRole('combobox', { name: 'Відділення', exact: true })).toHaveValue(
    'Відділення №1: вул. Пирогівський шлях, 135',
  );
  await page.goto('/payment-methods/saved');
  await expect(page.getByTestId('saved-payment-cod')).toContainText('Передоплата: 200 грн');
  await expect(page.getByTestId('saved-payment-bank_transfer')).toBeVisible();
});

test('the delivery and payment pages have no serious or critical axe violations', async ({ page, request }) => {
  test.setTimeout(120_000); // an axe run per page, each seconds long on a busy machine
  await signInViaApi(page, request);
  for (const path of [
    '/deliveries',
    '/deliveries/apis',
    '/deliveries/sender',
    '/deliveries/saved',
    '/payment-methods/methods',
    '/payment-methods/methods/details/bank_transfer',
    '/payment-methods/saved',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    if (path === '/deliveries/sender') {
      // With a picker open too.
      await page.getByRole('combobox', { name: 'Відправник', exact: true }).click();
      await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(0);
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious, path).toEqual([]);
  }
});
