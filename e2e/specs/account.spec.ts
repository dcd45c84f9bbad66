import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInViaApi } from '../support/auth';

/** A toast (SPEC section 4) showing `text`. */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

/** `Обліковий запис` and `Налаштування додатка` (SPEC sections 2, 3, 9) against the built product. */

/** A small real PNG (a green square), built by hand: signature, IHDR, one IDAT, IEND. */
function pngSquare(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([21, 128, 61]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('edits the profile and uploads an avatar', async ({ page, request }) => {
  const supplier = await registerViaApi(request);
  await signInViaApi(page, request, { login: supplier.data.telephone, password: supplier.password });
  await page.goto('/settings/preferences');
  await expect(page).toHaveTitle('Постачальники: Обліковий запис');
  await expect(page.getByRole('heading', { level: 1, name: 'Обліковий запис' })).toBeVisible();
  await expect(page.getByTestId('profile-reminder')).toBeVisible();

  const profile = page.getByTestId('profile-card');
  await profile.getByLabel('Ім’я').fill('Марина');
  await profile.getByLabel('Прізвище').fill('Гончаренко');
  await profile.getByLabel('Контакт для менеджера маркетплейсу').fill('@marina_shop');
  await profile.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(toastWith(page, 'Дані облікового запису збережено.')).toBeVisible();

  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: pngSquare() });
  await expect(toastWith(page, 'Аватар оновлено.')).toBeVisible();
  const avatar = page.getByTestId('profile-avatar-image');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/\d+\/[a-z0-9_-]+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  // every field of the profile is filled now: the reminder goes
  await expect(page.getByTestId('profile-reminder')).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.data).toMatchObject({
    firstname: 'Марина',
    lastname: 'Гончаренко',
    supplier_manager_contact: '@marina_shop',
  });
  expect(stored.data.avatar).toMatch(/\.webp$/);

  // kept after a reload (from the server)
  await page.reload();
  await expect(page.getByTestId('profile-card').getByLabel('Ім’я')).toHaveValue('Марина');

  // the local-only 2FA flag lives in localStorage `user`.data
  await page.getByTestId('two-factor').click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').data?.two_factor_enabled))
    .toBe(true);

  // a file that is not an image is refused before it leaves the browser
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toastWith(page, 'Завантажте зображення у форматі JPEG, PNG або WebP.')).toBeVisible();
});

test('switches the language to English and back on /settings/customizing', async ({ page, request }) => {
  await signInViaApi(page, request);
  await page.goto('/settings/customizing');
  await expect(page).toHaveTitle('Постачальники: Налаштування додатка');
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування додатка' })).toBeVisible();

  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'App settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('radio', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування додатка' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('uk');
  await expect(page).toHaveTitle('Постачальники: Налаштування додатка');
});

test('the dark theme puts `dark` on <html> and is kept on the device', async ({ page, request }) => {
  await signInViaApi(page, request);
  await page.goto('/settings/customizing');
  await page.getByRole('radio', { name: /^Темна/ }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('appSettings') ?? '{}').theme)).toBe('dark');
  await page.getByRole('radio', { name: /^Світла/ }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('in the dark theme every text keeps its contrast: the theme tokens change, not each class', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  await page.goto('/settings/customizing');
  await page.getByRole('radio', { name: /^Темна/ }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  for (const path of [
    '/dashboard/statistics',
    '/products/list',
    '/orders',
    '/payments/balances/main-balance',
    '/notifications',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const serious = violations.flatMap((v) =>
      v.nodes.map((node) => `${path}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
    expect(serious, serious.join('\n')).toEqual([]);
  }
});

test('the sessions list shows each session with its expiry (SESSION_IDLE_DAYS after its last use)', async ({
  page,
  request,
}) => {
  const supplier = await registerViaApi(request);
  await signInViaApi(page, request, { login: supplier.data.telephone, password: supplier.password });
  await page.goto('/settings/preferences');
  const current = page.getByTestId('session').filter({ hasText: 'Цей пристрій' });
  await expect(current).toContainText('Остання активність:');
  // The default idle lifetime is 30 days: the session runs until 30 days from now.
  const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('uk-UA', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  await expect(current).toContainText(`Діє до: ${until}`);
});
