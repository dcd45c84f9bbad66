import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';

/** The admin shell (SPEC section 2, 4, 8, 9) against the built product with the demo supplier. */

interface StoredUser {
  data: Record<string, unknown> & { id: number };
  token: string;
}

const DEMO = { login: '+380501234567', password: 'demo12345' };
let auth: StoredUser;

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/admin-suppliers/v1/auth/login', {
    data: DEMO,
    headers: { 'x-session': 'supplier' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  auth = (await response.json()) as StoredUser;
});

/**
 * Puts the stored user into localStorage once per tab (so a logout's reload stays signed out) and,
 * unless asked, hides the Telegram prompt like a supplier who closed it.
 */
async function signIn(
  page: Page,
  { data = {}, telegramPrompt = false }: { data?: Record<string, unknown>; telegramPrompt?: boolean } = {},
) {
  const user = { ...auth, data: { ...auth.data, ...data } };
  await page.addInitScript(
    ({ user, telegramPrompt }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('user', JSON.stringify(user));
      if (!telegramPrompt)
        localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [user.data.id]: Date.now() + 864e6 }));
    },
    { user, telegramPrompt },
  );
}

type Flags = { information: boolean; product: boolean; delivery: boolean; payment: boolean };

/** Answers the settings call with chosen values (the rest as a fresh supplier has them). */
async function mockSettings(
  page: Page,
  {
    setup = { information: false, product: false, delivery: false, payment: false },
    balance = { total: 0, total_format: '0 грн' },
    serviceBalance = { total: 0, total_format: '0 грн' },
    active = false,
  }: {
    setup?: Flags;
    balance?: { total: number; total_format: string } | null;
    serviceBalance?: { total: number; total_format: string };
    active?: boolean;
  } = {},
) {
  await page.route('**/api/admin-suppliers/v1/settings', (route: Route) =>
    route.fulfill({
      json: {
        setup,
        balance,
        service_balance: serviceBalance,
        store: null,
        subscribes: {
          supplier_panel: { cost: 499, cost_format: '499 грн', active, expires_at: null },
        },
      },
    }),
  );
}

const ALL_DONE: Flags = { information: true, product: true, delivery: true, payment: true };

/** Every admin route and the title it gives the page (SPEC section 2). */
const ADMIN_TITLES: Array<[string, string]> = [
  ['/dashboard/statistics', 'Дашборд'],
  ['/orders', 'Замовлення'],
  ['/products/list', 'Продукти'],
  ['/products/panel', 'Додавання продуктів'],
  ['/products/edit/1', 'Редагувати продукт'],
  ['/products/create', 'Додати вручну'],
  ['/products/create/categories', 'Категорії'],
  ['/products/created', 'Продукт створено'],
  ['/products/shelvings', 'Стелажі'],
  ['/products/attributes', 'Атрибути'],
  ['/products/attribute-groups', 'Групи атрибутів'],
  ['/products/import', 'Імпорт продуктів'],
  ['/products/imports', 'Список імпортів'],
  ['/integrations', 'Інтеграції'],
  ['/integrations/create', 'Створити інтеграцію'],
  ['/integrations/edit/1', 'Редагувати інтеграцію'],
  ['/reviews', 'Відгуки'],
  ['/chats', 'Чати'],
  ['/deliveries', 'Методи доставки'],
  ['/deliveries/sender', 'Налаштування відправника'],
  ['/deliveries/apis', 'Менеджер API ключів'],
  ['/deliveries/saved', 'Збережені методи доставки'],
  ['/payment-methods/methods', 'Методи оплати'],
  ['/payment-methods/methods/details/1', 'Налаштування методу оплати'],
  ['/payment-methods/saved', 'Збережені методи оплати'],
  ['/payments/balances/main-balance', 'Баланс'],
  ['/payments/balances/balance-services', 'Баланс Послуг'],
  ['/payments/payouts', 'Виплати'],
  ['/articles-information', 'Інформаційні статті'],
  ['/stores', 'Мої магазини'],
  ['/stores/create', 'Створити магазин'],
  ['/stores/edit/1', 'Редагувати магазин'],
  ['/notifications', 'Сповіщення'],
  ['/settings/preferences', 'Обліковий запис'],
  ['/settings/customizing', 'Налаштування додатка'],
  ['/404', '404'],
];

/** Sections whose feature is not built yet have no route and no menu entry (ADR 0011). */
test.describe('guards', () => {
  test('a visitor without a stored user is sent to /auth', async ({ page }) => {
    for (const path of ['/dashboard', '/stores', '/settings/preferences', '/404']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a corrupt or partial stored user counts as signed out and is logged, not a crash', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    for (const stored of ['{not json', '{"token":"abc"}', '{"data":null,"token":"abc"}', '42', '{"data":{"id":1}}']) {
      await page.goto('/auth');
      await page.evaluate((value) => localStorage.setItem('user', value), stored);
      await page.goto('/dashboard');
      await expect(page, stored).toHaveURL(/\/auth$/);
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Готові до нових продажів?' })).toBeVisible();
    }
    expect(logged.filter((text) => text.startsWith('Error parsing data from storage:'))).toHaveLength(5);
  });

  test("the sign-in page loads nothing of the panel; a panel page's HTML preloads the panel's frame (ADR 0035)", async ({
    page,
    request,
  }) => {
    const loaded: string[] = [];
    page.on('request', (sent) => loaded.push(new URL(sent.url()).pathname));
    await page.goto('/auth/login');
    await page.waitForLoadState('networkidle');
    expect(loaded.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(loaded.filter((path) => path.startsWith('/assets/admin-layout-'))).toEqual([]);
    const panel = await (await request.get('/products/list')).text();
    expect(panel).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/admin-layout-[\w-]+\.js">/);
    const signIn = await (await request.get('/auth/login')).text();
    expect(signIn).not.toContain('admin-layout-');
  });

  test('a signed-in supplier opening an auth path goes to the dashboard', async ({ page }) => {
    await signIn(page);
    for (const path of ['/auth/login', '/auth', '/auth/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/statistics$/);
    }
  });

  test('unknown paths go to /404; section roots redirect to their first page', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    for (const [from, to] of [
      ['/', /\/dashboard\/statistics$/],
      ['/products', /\/products\/list$/],
      ['/payments', /\/payments\/balances\/main-balance$/],
      ['/payment-methods', /\/payment-methods\/methods$/],
      ['/settings', /\/settings\/preferences$/],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
  });
});

test('every admin route titles the page `Постачальники: {title}`', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, { data: { avatar: 'avatars/1.png' } });
  await mockSettings(page, { setup: ALL_DONE, active: true });
  // without a chosen (leaf) category products/create sends the supplier to the category choice
  const products = await request.get('/api/admin-suppliers/v1/products?per_page=1', {
    headers: { 'x-session': 'supplier', authorization: `Bearer ${auth.token}` },
  });
  const leaf = ((await products.json()) as { data: { category: { id: number } }[] }).data[0]!.category.id;
  for (const [path, title] of ADMIN_TITLES) {
    await page.goto(path === '/products/create' ? `${path}?category_id=${leaf}` : path);
    await expect(page, path).toHaveTitle(`Постачальники: ${title}`);
  }
});

test('the title follows client-side navigation and the auth pages', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Постачальники: Вхід');
  await signIn(page);
  await page.goto('/stores');
  await expect(page).toHaveTitle('Постачальники: Мої магазини');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Сповіщення' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Постачальники: Сповіщення');
});

test.describe('side menu', () => {
  test('lists the sections in order, opens groups and marks the active item', async ({ page }) => {
    await signIn(page);
    await page.goto('/stores');
    const menu = page.getByTestId('side-menu');
    // The labels: Відгуки and Чати also show how many wait for an answer.
    const top = menu.locator(':scope > li > [data-slot="sidebar-menu-button"] [data-slot="sidebar-label"]');
    await expect(top).toHaveText([
      'Дашборд',
      'Замовлення',
      'Повернення',
      'Продукти',
      'Відгуки',
      'Магазини',
      'Платежі',
      'Методи доставки',
      'Методи оплати',
      'Інтеграції',
      'Чати',
      'Інформаційні статті',
      'Сповіщення',
      'Налаштування',
    ]);
    await expect(menu.getByRole('link', { name: 'Магазини' })).toHaveAttribute('aria-current', 'page');

    const products = menu.getByRole('button', { name: 'Продукти' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Список продуктів' })).toHaveAttribute('href', '/products/list');
    await expect(menu.getByRole('link', { name: 'Додати продукти' })).toHaveAttribute('href', '/products/panel');
    for (const name of ['Список імпортів', 'Стелажі', 'Атрибути', 'Групи атрибутів']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('button', { name: 'Платежі' }).click();
    await expect(menu.getByRole('link', { name: 'Баланси' })).toHaveAttribute(
      'href',
      '/payments/balances/main-balance',
    );
    await expect(menu.getByRole('link', { name: 'Виплати' })).toHaveAttribute('href', '/payments/payouts');
    await menu.getByRole('button', { name: 'Налаштування' }).click();
    await menu.getByRole('link', { name: 'Налаштування додатка' }).click();
    await expect(page).toHaveURL(/\/settings\/customizing$/);
    await expect(menu.getByRole('link', { name: 'Налаштування додатка' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Обліковий запис' })).toHaveAttribute('href', '/settings/preferences');
  });

  test('collapses to a 4.5rem icon rail with tooltips and expands to 16rem', async ({ page }) => {
    await signIn(page);
    await page.goto('/stores');
    const rail = page.locator('[data-slot="sidebar"]');
    const width = async () => (await rail.boundingBox())?.width;
    await expect.poll(width).toBe(256);
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(rail).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(width).toBe(72);
    const notifications = page.getByTestId('side-menu').getByRole('link', { name: 'Сповіщення' });
    // The tooltip loads with the rail; a hover before it replaces the link would go to the link it replaced.
    await expect(notifications).toHaveAttribute('data-state', 'closed');
    await notifications.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Сповіщення');
    // A group on the rail widens the menu and opens itself.
    await page.getByTestId('side-menu').getByRole('button', { name: 'Платежі' }).click();
    await expect(rail).toHaveAttribute('data-state', 'expanded');
    await expect.poll(width).toBe(256);
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Виплати' })).toBeVisible();
  });

  test('is keyboard accessible', async ({ page }) => {
    await signIn(page);
    await page.goto('/stores');
    const products = page.getByTestId('side-menu').getByRole('button', { name: 'Продукти' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Список продуктів' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/list$/);
  });
});

test.describe('top bar', () => {
  test('the balance pill shows the formatted total with an info icon at exactly 0', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { balance: { total: 0, total_format: '0 грн' } });
    await page.goto('/stores');
    const pill = page.getByTestId('balance-pill');
    await expect(pill).toHaveAttribute('href', '/payments/balances/main-balance');
    await expect(page.getByTestId('balance-pill-text')).toHaveText('0 грн');
    await expect(page.getByTestId('balance-pill-info')).toBeVisible();
  });

  test('the balance pill shows asterisks without a formatted balance, no icon above 0', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { balance: null });
    await page.goto('/stores');
    await expect(page.getByTestId('balance-pill-text')).toHaveText('********');
    await page.unroute('**/api/admin-suppliers/v1/settings');
    await mockSettings(page, { balance: { total: 1234.5, total_format: '1 234,50 грн' } });
    await page.getByTestId('side-menu').getByRole('link', { name: 'Сповіщення' }).click();
    await expect(page.getByTestId('balance-pill-text')).toHaveText('1 234,50 грн');
    await expect(page.getByTestId('balance-pill-info')).toHaveCount(0);
  });

  test('the bell links to notifications and shows a dot only with new ones', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/v2/notifications/count/new', (route) => route.fulfill({ json: { count: 3 } }));
    await page.goto('/stores');
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('href', '/notifications');
    await expect(page.getByTestId('notifications-dot')).toBeVisible();
  });

  test('a failing count is read as 0 without a toast', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/v2/notifications/count/new', (route) => route.fulfill({ status: 404, json: {} }));
    await page.goto('/stores');
    await expect(page.getByTestId('notifications-bell')).toBeVisible();
    await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
  });

  test('the logo swaps to the mobile mark below 640 px', async ({ page }) => {
    await signIn(page);
    await page.goto('/stores');
    await expect(page.getByTestId('logo-full')).toBeVisible();
    await expect(page.getByTestId('logo-mobile')).toBeHidden();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.getByTestId('logo-full')).toBeHidden();
    await expect(page.getByTestId('logo-mobile')).toBeVisible();
  });
});

test.describe('menu footer', () => {
  test('shows referral earnings and copies the referral link with a 2-second check', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/stores');
    await expect(page.getByTestId('referral-earnings-total')).toHaveText(/^\d[\d ]*(,\d{2})? грн$/);
    const copy = page.getByTestId('copy-referral-link');
    await copy.click();
    await expect(copy).toHaveAttribute('data-copied', 'true');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/auth/signup?referral_id=${auth.data.id}`);
    await expect(copy).not.toHaveAttribute('data-copied', 'true', { timeout: 3_000 });
  });

  test('shows 0 грн when the earnings call fails', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/v1/customers/balances/referral-earnings', (route) =>
      route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await page.goto('/stores');
    await expect(page.getByTestId('referral-earnings-total')).toHaveText('0 грн');
  });

  test('the support button opens the Telegram bot in a new tab', async ({ page }) => {
    await signIn(page);
    await page.goto('/stores');
    const support = page.getByTestId('support-link');
    await expect(support).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expect(support).toHaveAttribute('target', '_blank');
  });
});

test.describe('breadcrumb', () => {
  test('shows home and the matched labels on listed pages', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { setup: ALL_DONE });
    await page.goto('/payments/payouts');
    const crumbs = page.getByTestId('breadcrumb').getByRole('listitem');
    await expect(crumbs).toHaveText(['Головна', 'Платежі', 'Виплати']);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Головна' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.goto('/products/create/categories');
    await expect(crumbs).toHaveText(['Головна', 'Продукти', 'Додати вручну', 'Категорії']);
    await page.goto('/payment-methods/methods/details/7');
    await expect(crumbs).toHaveText(['Головна', 'Методи оплати', 'Налаштування методу оплати']);
    await page.goto('/articles-information');
    await expect(crumbs).toHaveText(['Головна', 'Інформаційні статті']);
  });

  test('is absent on the dashboard, on 404 and on the articles page before they are set up', async ({ page }) => {
    await signIn(page);
    await mockSettings(page);
    await page.goto('/dashboard/statistics');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
    await page.goto('/404');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
    await page.goto('/articles-information');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
  });
});

test.describe('banners', () => {
  const cases: Array<[Flags, string]> = [
    [{ information: false, product: false, delivery: false, payment: false }, '/articles-information'],
    [{ information: true, product: false, delivery: false, payment: true }, '/products/panel'],
    [{ information: true, product: true, delivery: false, payment: false }, '/deliveries'],
    [{ information: true, product: true, delivery: true, payment: false }, '/payment-methods/methods'],
  ];
  for (const [setup, target] of cases) {
    test(`the setup banner leads to ${target}`, async ({ page }) => {
      await signIn(page);
      await mockSettings(page, { setup });
      await page.goto('/stores');
      await expect(page.getByTestId('setup-banner-link')).toHaveAttribute('href', target);
    });
  }

  test('the setup banner hides when done and on product, delivery, payment, chat and article routes', async ({
    page,
  }) => {
    await signIn(page);
    await mockSettings(page);
    await page.goto('/notifications');
    await expect(page.getByTestId('setup-banner')).toBeVisible();
    for (const path of ['/products/list', '/deliveries/saved', '/payment-methods/saved', '/articles-information']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('setup-banner'), path).toHaveCount(0);
    }
    await page.unroute('**/api/admin-suppliers/v1/settings');
    await mockSettings(page, { setup: ALL_DONE });
    await page.goto('/notifications');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('setup-banner')).toHaveCount(0);
  });

  test('the profile reminder shows while the profile is incomplete and links to the settings', async ({ page }) => {
    await signIn(page, { data: { avatar: null } });
    await page.goto('/stores');
    const reminder = page.getByTestId('profile-reminder');
    await expect(reminder).toContainText('Ваш профіль заповнено не повністю!');
    await expect(reminder).toContainText('Не заповнено: фото профілю.');
    await reminder.getByRole('link', { name: 'Перейти' }).click();
    await expect(page).toHaveURL(/\/settings\/preferences$/);
  });

  test('on a phone the profile reminder is compact, and closing it hides it for 3 days for that supplier', async ({
    page,
  }) => {
    await signIn(page, { data: { avatar: null } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/stores');
    const reminder = page.getByTestId('profile-reminder');
    await expect(reminder).toContainText('Не заповнено: фото профілю.');
    expect((await reminder.boundingBox())!.height).toBeLessThan(80);
    await page.screenshot({ path: 'test-results/issue-37/profile-reminder-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: 'test-results/issue-37/profile-reminder-1440.png' });
    await reminder.getByRole('button', { name: 'Закрити' }).click();
    await expect(reminder).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(reminder).toHaveCount(0);
    const until = await page.evaluate(
      () => JSON.parse(localStorage.getItem('profileReminderHidden') ?? '{}') as Record<string, number>,
    );
    expect((until[auth.data.id] ?? 0) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  test('the demo supplier, as seeded, has a complete profile and sees no reminder', async ({ page }) => {
    await signIn(page);
    await page.goto('/orders');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('profile-reminder')).toHaveCount(0);
  });

  test('the profile reminder names every empty field', async ({ page }) => {
    await signIn(page, { data: { avatar: null, firstname: '', email: '' } });
    await page.goto('/orders');
    await expect(page.getByTestId('profile-reminder')).toContainText(
      'Не заповнено: ім’я, електронна пошта, фото профілю.',
    );
  });

  test('the profile reminder is absent for a complete profile', async ({ page }) => {
    await signIn(page, { data: { avatar: 'avatars/1.png', email: 'demo@example.com' } });
    await page.goto('/stores');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('profile-reminder')).toHaveCount(0);
  });
});

test.describe('setup store', () => {
  test('keeps the settings in localStorage and the subscriptions cookie, fetched on each route change', async ({
    page,
    context,
  }) => {
    await signIn(page);
    let calls = 0;
    await page.route('**/api/admin-suppliers/v1/settings', async (route) => {
      calls += 1;
      await route.continue();
    });
    await page.goto('/stores');
    await expect.poll(() => calls).toBe(1);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Сповіщення' }).click();
    await expect.poll(() => calls).toBe(2);
    const stored = await page.evaluate(() => ({
      setupSettings: JSON.parse(localStorage.getItem('setupSettings') ?? 'null'),
      setupBalance: JSON.parse(localStorage.getItem('setupBalance') ?? 'null'),
      setupServiceBalance: JSON.parse(localStorage.getItem('setupServiceBalance') ?? 'null'),
    }));
    expect(Object.keys(stored.setupSettings).sort()).toEqual(['delivery', 'information', 'payment', 'product']);
    expect(stored.setupBalance).toHaveProperty('total_format');
    expect(typeof stored.setupServiceBalance).toBe('number');
    const cookie = (await context.cookies()).find((item) => item.name === 'setupSubscribes');
    expect(cookie).toBeDefined();
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toHaveProperty('supplier_panel');
  });

  test('a failed fetch keeps the stored values and logs', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => {
      localStorage.setItem('setupBalance', JSON.stringify({ total: 12, total_format: '12 грн' }));
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/admin-suppliers/v1/settings', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto('/stores');
    await expect.poll(() => errors.some((text) => text.includes('Failed to fetch setup settings:'))).toBe(true);
    await expect(page.getByTestId('balance-pill-text')).toHaveText('12 грн');
  });
});

test.describe('modals', () => {
  test('buying the subscription with too little on main offers to top up the difference', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { balance: { total: 100, total_format: '100 грн' } });
    await page.goto('/payments/balances/balance-services');
    await page.getByTestId('subscription-card-button').click();
    await expect(page.getByRole('dialog')).toContainText('Недостатньо коштів на Основному балансі');
    await expect(page.getByRole('dialog')).toContainText('399 грн');
    await page.getByRole('dialog').getByRole('button', { name: 'Скасувати' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the service-balance dialog when the main balance covers the cost', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, {
      balance: { total: 1000, total_format: '1 000 грн' },
      serviceBalance: { total: 100, total_format: '100 грн' },
    });
    await page.goto('/payments/balances/balance-services');
    await page.getByTestId('subscription-card-button').click();
    await expect(page.getByRole('dialog')).toContainText('Недостатньо коштів на сервісному балансі');
  });

  test('free routes never show the subscription modal', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { active: false, setup: ALL_DONE });
    await page.goto('/stores');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('product creation and import ask for the information articles first', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { active: true });
    await page.goto('/products/panel');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Спочатку налаштуйте інформаційні статті');
    await dialog.getByRole('link', { name: 'Перейти до статей' }).click();
    // The articles page then opens its first article (?article=…).
    await expect(page).toHaveURL(/\/articles-information(\?|$)/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the Telegram prompt shows without a linked Telegram; «Пізніше» holds 7 days for that supplier', async ({
    page,
  }) => {
    await signIn(page, { telegramPrompt: true, data: { telegram_id: null } });
    await page.goto('/stores');
    const dialog = page.getByTestId('telegram-connect-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Пізніше' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('telegram-connect-dialog')).toHaveCount(0);
    // Kept in localStorage (it outlives the tab and a sign-out) under the supplier's id, for 7 days.
    const until = await page.evaluate(
      () => JSON.parse(localStorage.getItem('telegramPromptDismissed') ?? '{}') as Record<string, number>,
    );
    expect(Object.keys(until)).toEqual([String(auth.data.id)]);
    expect((until[auth.data.id] ?? 0) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Once the days have passed, it asks again.
    await page.evaluate(
      (id) => localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [id]: Date.now() - 1 })),
      auth.data.id,
    );
    await page.reload();
    await expect(page.getByTestId('telegram-connect-dialog')).toBeVisible();
  });
});

test('the 404 page shows its header; an unknown path lands on it', async ({ page }) => {
  await signIn(page);
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await page.goto('/dashboard/no-such-section');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no horizontal scroll; the menu is a full-width overlay', async ({ page }) => {
    await signIn(page);
    await mockSettings(page, { balance: { total: 123456.78, total_format: '123 456,78 грн' } });
    await page.goto('/payments/payouts');
    await expect(page.locator('main h1')).toBeVisible();
    // The layout settles after the breakpoint's transitions, which a busy machine may start late.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Меню' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(375);
    await sheet.getByRole('link', { name: 'Магазини' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  const serious = (violations: Array<{ impact?: string | null }>) =>
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

  test('the shell has no serious or critical axe violations', async ({ page }) => {
    await signIn(page);
    await mockSettings(page);
    await page.goto('/stores');
    await expect(page.getByTestId('setup-banner')).toBeVisible();
    const wide = await new AxeBuilder({ page }).analyze();
    expect(serious(wide.violations), JSON.stringify(serious(wide.violations), null, 2)).toEqual([]);

    await page.getByRole('button', { name: 'Меню' }).click();
    const collapsed = await new AxeBuilder({ page }).analyze();
    expect(serious(collapsed.violations), JSON.stringify(serious(collapsed.violations), null, 2)).toEqual([]);

    await page.goto('/payments/balances/balance-services');
    await page.getByTestId('subscription-card-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const modal = await new AxeBuilder({ page }).analyze();
    expect(serious(modal.violations), JSON.stringify(serious(modal.violations), null, 2)).toEqual([]);
  });

  test('the mobile menu has no serious or critical axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(serious(results.violations), JSON.stringify(serious(results.violations), null, 2)).toEqual([]);
  });
});

test('logout revokes the session and lands on the login page', async ({ page, request }) => {
  const login = await request.post('/api/admin-suppliers/v1/auth/login', {
    data: DEMO,
    headers: { 'x-session': 'supplier' },
  });
  const own = (await login.json()) as StoredUser;
  await page.addInitScript((user) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [user.data.id]: Date.now() + 864e6 }));
    localStorage.setItem('user', JSON.stringify(user));
  }, own);
  await page.goto('/stores');
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('setupSettings'))).toBeNull();
  const after = await request.get('/api/admin-suppliers/v1/customer/account', {
    headers: { 'x-session': 'supplier', authorization: `Bearer ${own.token}` },
  });
  expect(after.status()).toBe(401);
});
