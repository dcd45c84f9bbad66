import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, loginViaApi, registerViaApi, signInViaApi } from '../support/auth';

/** Stores (`Мої магазини`, PRODUCT.md section 6) against the built product. */

/** A toast with this text (the live region repeats it, so look in the toast itself). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

test.describe('stores', () => {
  test('create a store with the slug check, edit it, pause and resume it', async ({ page, request }) => {
    const user = await registerViaApi(request, { firstname: 'Остап', lastname: 'Бойко' });
    await signInViaApi(page, request, { login: user.data.telephone, password: user.password });

    // the store made at sign-up, named after the supplier
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Мої магазини' })).toBeVisible();
    const rows = page.getByTestId('store-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Остап Бойко');
    await expect(rows.first()).toContainText('Активний');
    await expect(rows.first()).toContainText('Основний');

    await page.getByTestId('store-create-link').click();
    await expect(page).toHaveURL(/\/stores\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Створити магазин' })).toBeVisible();

    // the address follows the name, transliterated
    const suffix = String(Date.now() % 100000);
    const name = `Лляна Світлиця ${suffix}`;
    await page.getByTestId('store-name').fill(name);
    const slug = page.getByTestId('store-slug');
    await expect(slug).toHaveValue(`lliana-svitlytsia-${suffix}`);
    const status = page.getByTestId('slug-status');
    await expect(status).toHaveText('Адреса вільна');

    // a taken address (the demo store's) is told as you type
    await slug.fill('zatyshna-oselia');
    await expect(status).toHaveText('Ця адреса магазину вже зайнята. Оберіть іншу.');
    await slug.fill('Bad Address!');
    await expect(status).toContainText('Адреса може містити лише малі латинські літери');
    const free = `svitlytsia-${suffix}`;
    await slug.fill(free);
    await expect(status).toHaveText('Адреса вільна');

    // contacts: wrong values are refused in Ukrainian before anything is sent
    await page.getByTestId('store-phone').fill('12345');
    await page.getByTestId('store-email').fill('not-an-email');
    await page.getByTestId('schedule-mon-open').fill('19:00');
    await page.getByTestId('schedule-mon-close').fill('08:00');
    await page.getByTestId('store-submit').click();
    await expect(page.getByText('Введіть номер телефону у форматі +380XXXXXXXXX.')).toBeVisible();
    await expect(page.getByText('Введіть коректну електронну пошту.')).toBeVisible();
    await expect(page.getByText('Час закриття має бути пізніше за час відкриття.')).toBeVisible();
    await expect(page).toHaveURL(/\/stores\/create$/);

    await page.getByTestId('store-phone').fill('067 123 45 67');
    await page.getByTestId('store-email').fill('svitlytsia@example.com');
    await page.getByTestId('store-city').fill('Полтава');
    await page.getByTestId('schedule-mon-open').fill('08:00');
    await page.getByTestId('schedule-mon-close').fill('17:00');
    await page.getByRole('button', { name: 'Як у понеділок для всіх будніх днів' }).click();
    await page.getByTestId('schedule-sat-off').click();
    const description = page.getByRole('textbox', { name: 'Опис' });
    await description.click();
    await description.fill('Лляний одяг ручної роботи з Полтави.');
    await page.getByTestId('store-submit').click();

    await expect(page).toHaveURL(/\/stores$/);
    await expect(toastWith(page, `Магазин «${name}» створено.`)).toBeVisible();
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText(free);
    await expect(row).toContainText('Полтава');
    await expect(row).toContainText('Активний');
    await expect(rows).toHaveCount(2);

    // edit: the form holds what was saved; its own address stays available
    await row.getByTestId('store-edit').click();
    await expect(page).toHaveURL(/\/stores\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('store-slug')).toHaveValue(free);
    await expect(page.getByTestId('store-phone')).toHaveValue('+380 67 123 45 67');
    await expect(page.getByTestId('schedule-fri-open')).toHaveValue('08:00');
    await expect(page.getByTestId('schedule-sat-open')).toBeDisabled();
    await expect(page.getByTestId('slug-status')).toHaveText('Адреса вільна');
    await expect(page.getByRole('textbox', { name: 'Опис' })).toContainText('Лляний одяг ручної роботи');
    await page.getByTestId('store-city').fill('Одеса');
    await page.getByTestId('store-submit').click();
    await expect(toastWith(page, `Зміни в магазині «${name}» збережено.`)).toBeVisible();

    // pause and resume
    const header = page.getByTestId('store-edit-page');
    await expect(header.getByTestId('store-status')).toHaveText('Активний');
    await header.getByTestId('store-pause').click();
    await expect(toastWith(page, `Магазин «${name}» призупинено.`)).toBeVisible();
    await expect(header.getByTestId('store-status')).toHaveText('Призупинено');
    await header.getByTestId('store-resume').click();
    await expect(toastWith(page, `Магазин «${name}» знову працює.`)).toBeVisible();
    await expect(header.getByTestId('store-status')).toHaveText('Активний');

    // the list shows the change
    await page.getByRole('link', { name: 'До списку магазинів' }).click();
    await expect(rows.filter({ hasText: name })).toContainText('Одеса');

    // pausing the sign-up store from the list moves the primary mark to the new store
    const first = rows.filter({ hasText: 'Остап Бойко' });
    await first.getByTestId('store-pause').click();
    await expect(first.getByTestId('store-status')).toHaveText('Призупинено');
    await expect(rows.filter({ hasText: name })).toContainText('Основний');
    await first.getByTestId('store-resume').click();
    await expect(first.getByTestId('store-status')).toHaveText('Активний');
    await expect(first).toContainText('Основний');
  });

  test("another supplier's store is not found; the only store cannot be deleted", async ({ page, request }) => {
    const demo = await loginViaApi(request);
    const demoStores = await request.get('/api/admin-suppliers/v1/stores', {
      headers: { ...API_HEADERS, authorization: `Bearer ${demo.token}` },
    });
    const [demoStore] = ((await demoStores.json()) as { data: Array<{ id: number }> }).data;

    const user = await registerViaApi(request);
    await signInViaApi(page, request, { login: user.data.telephone, password: user.password });
    await page.goto(`/stores/edit/${demoStore!.id}`);
    await expect(page.getByTestId('store-not-found')).toContainText('Магазин не знайдено.');

    await page.goto('/stores');
    await page.getByTestId('store-row').first().getByTestId('store-delete').click();
    const dialog = page.getByTestId('store-delete-dialog');
    await expect(dialog).toContainText('Це ваш єдиний магазин.');
    await expect(dialog.getByRole('button', { name: 'Видалити' })).toHaveCount(0);
  });
});
