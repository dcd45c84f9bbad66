import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  API_HEADERS,
  DEMO_SUPPLIER,
  loginViaApi,
  readSmsCode,
  registerViaApi,
  signInViaApi,
  uniqueTelephone,
  waitForNextCode,
} from '../support/auth';

/** The auth area /auth (SPEC sections 2 and 4) against the built product. */

const AUTH_PAGES = [
  { path: '/auth', title: 'Готові до нових продажів?' },
  { path: '/auth/login', title: 'Вхід' },
  { path: '/auth/signup', title: 'Реєстрація' },
  { path: '/auth/phone-confirmation?telephone=%2B380501234567', title: 'Підтвердіть номер' },
  { path: '/auth/with-password', title: 'Вхід за допомогою паролю' },
  { path: '/auth/forgot-password', title: 'Відновлення паролю' },
  { path: '/auth/recover-password-code', title: 'Новий пароль' },
] as const;

const codeCell = (page: Page, position: number) => page.getByRole('textbox', { name: `Цифра ${position} з 6` });

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, page.url()).toEqual([]);
}

/** Signed in means a stored {data, token}; the dashboard redirects to its statistics child. */
async function expectSignedIn(page: Page, path: RegExp = /\/dashboard\/statistics$/) {
  await expect(page).toHaveURL(path);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token?: string } | null,
  );
  expect(stored?.token).toBeTruthy();
}

/** A supplier whose password the recovery test changes; made first so its 60 s code pause runs out meanwhile. */
let recovering: Awaited<ReturnType<typeof registerViaApi>>;

test.beforeAll(async ({ request }) => {
  recovering = await registerViaApi(request);
});

test('each auth page has its title `Постачальники: …` and heading', async ({ page }) => {
  for (const { path, title } of AUTH_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(`Постачальники: ${title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the main page offers signing in or up; the language switch changes texts and title', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Зареєструватися' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  await expect(page).toHaveTitle('Suppliers: Sign up');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Реєстрація');
  await expect(page).toHaveTitle('Постачальники: Реєстрація');
});

test('wide screens show the testimonial beside the form; 375 px shows one column without overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth/login');
  const testimonial = page.getByRole('complementary', { name: 'Відгук постачальника' });
  await expect(testimonial).toBeVisible();
  await expect(testimonial).toContainText('Олена Коваленко');
  await expect(testimonial).toContainText('Якість і надійність');

  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(testimonial).toBeHidden();

  await page.setViewportSize({ width: 375, height: 740 });
  for (const { path } of AUTH_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(testimonial).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const main = await page.getByRole('main').boundingBox();
    expect(main!.x).toBeGreaterThanOrEqual(0);
    expect(main!.x + main!.width).toBeLessThanOrEqual(375);
  }
  await page.goto('/auth/phone-confirmation?telephone=%2B380501234567');
  const last = await codeCell(page, 6).boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(375);
});

for (const width of [1280, 375]) {
  test(`auth pages have no serious or critical accessibility violations at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const { path, title } of AUTH_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectNoSeriousViolations(page);
    }
    // with inline errors showing
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    await expect(page.getByText("Обов'язкове поле.").first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('forms validate inline in Ukrainian and name their fields', async ({ page }) => {
  await page.goto('/auth/login');
  const phone = page.getByLabel('Номер телефону');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await phone.fill('12345');
  await phone.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Введіть номер телефону у форматі +380XXXXXXXXX.' }),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/auth/signup');
  await expect(page.getByLabel('Ім’я')).toBeFocused();
  await page.getByLabel('Ім’я').fill('Іван');
  await page.getByLabel('Прізвище').fill('Франко');
  await page.getByLabel('Номер телефону').fill('0671234567');
  await page.getByLabel('Електронна пошта').fill('not-an-email');
  await page.getByLabel('Пароль', { exact: true }).fill('12345678');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(page.getByText('Введіть коректну електронну пошту.')).toBeVisible();
  await expect(page.getByText('Пароль не може складатися лише з цифр.')).toBeVisible();
  // the phone is tidied on blur
  await expect(page.getByLabel('Номер телефону')).toHaveValue('+380 67 123 45 67');

  await page.goto('/auth/with-password');
  await expect(page.getByLabel('Телефон або email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Показати пароль' }).click();
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'text');
});

test('sign up through a referral link, confirm the SMS code, land on the dashboard', async ({ page, request }) => {
  const referrer = await loginViaApi(request);
  const telephone = uniqueTelephone();
  const visit = page.waitForRequest((req) => req.url().endsWith('/api/v1/customers/referral/visit-track'));
  await page.goto(`/auth/signup?referral_id=${referrer.data.id}`);
  expect((await visit).postDataJSON()).toEqual({ referral_id: referrer.data.id });
  expect(await page.evaluate(() => localStorage.getItem('referral_id'))).toBe(String(referrer.data.id));

  await page.getByLabel('Ім’я').fill('Оксана');
  await page.getByLabel('Прізвище').fill('Петренко');
  // typed the local way: 0XX XXX XX XX
  await page
    .getByLabel('Номер телефону')
    .fill(`0${telephone.slice(4, 6)} ${telephone.slice(6, 9)} ${telephone.slice(9)}`);
  await page.getByLabel('Електронна пошта').fill(`${telephone.slice(1)}@example.com`);
  await page.getByLabel('Пароль', { exact: true }).fill('secret-pass-1');
  const since = Date.now();
  const registration = page.waitForRequest((req) => req.url().endsWith('/api/admin-suppliers/v2/auth/register'));
  await page.getByRole('button', { name: 'Зареєструватися' }).click();
  expect((await registration).postDataJSON()).toMatchObject({
    telephone,
    firstname: 'Оксана',
    lastname: 'Петренко',
    referral_id: referrer.data.id,
  });

  await expect(page).toHaveURL(/\/auth\/phone-confirmation\?telephone=%2B380/);
  await expect(page).toHaveTitle('Постачальники: Підтвердіть номер');
  await expect(page.getByRole('button', { name: /Надіслати код ще раз можна через 0:[56]\d/ })).toBeDisabled();
  const code = await readSmsCode(request, telephone, { since });
  await expect(codeCell(page, 1)).toBeFocused();
  await page.keyboard.type(code); // the last digit submits
  await expectSignedIn(page);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user')!) as { data: { telephone: string } },
  );
  expect(stored.data.telephone).toBe(telephone);
});

test('login by code: phone, SMS code, dashboard; the code cells work from the keyboard', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Номер телефону').fill('050 123 45 67');
  const since = Date.now();
  await page.getByLabel('Номер телефону').press('Enter');
  await expect(page).toHaveURL(/\/auth\/phone-confirmation\?telephone=%2B380501234567$/);
  await expect(page.getByText('+380 50 123 45 67')).toBeVisible();
  const code = await readSmsCode(request, DEMO_SUPPLIER.telephone, { since });

  await codeCell(page, 1).focus();
  await page.keyboard.type(code.slice(0, 3));
  await expect(codeCell(page, 4)).toBeFocused();
  await page.keyboard.press('Backspace'); // empty cell: clears the previous one
  await expect(codeCell(page, 3)).toHaveValue('');
  await expect(codeCell(page, 3)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(codeCell(page, 2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(codeCell(page, 3)).toBeFocused();
  await page.keyboard.type(code.slice(2, 5));
  await expect(codeCell(page, 6)).toBeFocused();
  await page.keyboard.type(code.slice(5));
  await expectSignedIn(page);
});

test('a wrong code shows the server message; a pasted right code signs in (flag articles=true → articles)', async ({
  page,
  request,
}) => {
  const telephone = uniqueTelephone();
  const since = Date.now();
  const registered = await request.post('/api/admin-suppliers/v2/auth/register', {
    headers: API_HEADERS,
    data: {
      firstname: 'Марко',
      lastname: 'Вовчок',
      telephone,
      email: `${telephone.slice(1)}@example.com`,
      password: 'secret-pass-2',
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const code = await readSmsCode(request, telephone, { since });
  const wrong = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));

  await page.goto(`/auth/phone-confirmation?telephone=${encodeURIComponent(telephone)}&articles=true`);
  await codeCell(page, 1).fill(wrong); // like an SMS autofill: the digits spread over the cells
  await expect(page.getByRole('alert').filter({ hasText: 'Невірний код. Залишилось спроб: 4.' })).toBeVisible();
  await expect(codeCell(page, 1)).toHaveValue('');
  await expect(codeCell(page, 1)).toBeFocused();
  await expect(codeCell(page, 1)).toHaveAttribute('aria-invalid', 'true');

  await codeCell(page, 1).evaluate(
    (cell, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    ` ${code.slice(0, 3)}-${code.slice(3)} `,
  );
  // the articles page then keeps its first article in the address (`?article=about`)
  await expectSignedIn(page, /\/articles-information(\?article=\w+)?$/);
});

test('password login: wrong password inline, then `?redirect=` is honoured (same-origin paths only)', async ({
  page,
}) => {
  await page.goto('/auth/login?redirect=%2Fstores');
  await page.getByRole('link', { name: 'Увійти за допомогою паролю' }).click();
  await expect(page).toHaveURL(/\/auth\/with-password\?redirect=%2Fstores$/);
  await page.getByLabel('Телефон або email').fill('+380 50 123 45 67');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Невірний логін або пароль.' })).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_SUPPLIER.password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expectSignedIn(page, /\/stores$/);
});

test('password login ignores a foreign redirect and goes to the dashboard', async ({ page }) => {
  await page.goto('/auth/with-password?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Телефон або email').fill(DEMO_SUPPLIER.telephone);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_SUPPLIER.password);
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expectSignedIn(page);
});

test('forgot password: SMS code and a new password, then sign in with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const telephone = recovering.data.telephone;
  await page.goto('/auth/with-password');
  await page.getByRole('link', { name: 'Забули пароль?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Номер телефону').fill(telephone);
  await waitForNextCode(request, telephone); // a phone gets one code a minute
  const since = Date.now();
  await page.getByRole('button', { name: 'Надіслати код' }).click();

  await expect(page).toHaveURL(/\/auth\/recover-password-code$/);
  await expect(page).toHaveTitle('Постачальники: Новий пароль');
  expect(page.url()).not.toContain('code=');
  await expectNoSeriousViolations(page);
  const code = await readSmsCode(request, telephone, { since });
  await codeCell(page, 1).focus();
  await page.keyboard.type(code);
  await expect(page.getByLabel('Новий пароль')).toBeFocused();
  await page.getByLabel('Новий пароль').fill('brand-new-pass-9');
  await page.getByLabel('Повторіть пароль').fill('brand-new-pass-8');
  await page.getByLabel('Повторіть пароль').press('Enter');
  await expect(page.getByText('Паролі не збігаються.')).toBeVisible();
  await page.getByLabel('Повторіть пароль').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Зберегти пароль' }).click();

  await expect(page.locator('[data-slot="toast-description"]')).toHaveText('Пароль змінено. Увійдіть з новим паролем.');
  await expect(page).toHaveURL(/\/auth\/with-password$/);
  await expect(page.getByLabel('Телефон або email')).toHaveValue(/^\+380/);
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await page.getByLabel('Пароль', { exact: true }).fill(recovering.password);
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Невірний логін або пароль.' })).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill('brand-new-pass-9');
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expectSignedIn(page);
});

test('a signed-in supplier opening an auth page goes to the dashboard; logout clears the stored keys', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-keys-seeded')) return;
    sessionStorage.setItem('e2e-keys-seeded', '1');
    localStorage.setItem('referral_id', '1');
  });
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('setupSettings')), { message: 'settings fetched' })
    .not.toBeNull();

  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const keys = await page.evaluate(() =>
    ['user', 'setupSettings', 'setupBalance', 'setupServiceBalance', 'setupStore', 'referral_id'].map((key) => [
      key,
      localStorage.getItem(key),
    ]),
  );
  expect(Object.fromEntries(keys)).toEqual({
    user: null,
    setupSettings: null,
    setupBalance: null,
    setupServiceBalance: null,
    setupStore: null,
    referral_id: null,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
});
