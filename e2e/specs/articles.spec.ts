import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInViaApi } from '../support/auth';

/** Information articles (PRODUCT.md sections 3 and 6) against the built product. */

const REQUIRED: Array<[kind: string, name: string, text: string]> = [
  ['about', 'Про магазин', 'Ми — невелика сімейна майстерня з Полтави, шиємо лляні сукні та сорочки з 2018 року.'],
  [
    'delivery',
    'Доставка',
    'Відправляємо Новою Поштою щодня до 17:00, доставка по Україні займає від одного до трьох днів.',
  ],
  ['payment', 'Оплата', 'Оплатити можна карткою на сайті, переказом на рахунок ФОП або накладеним платежем.'],
  [
    'returns',
    'Повернення та обмін',
    'Повернути чи обміняти річ можна протягом 14 днів, якщо збережено бирки та товарний вигляд.',
  ],
];

/** A toast with this text (the live region repeats it, so look in the toast itself). */
const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

const settingsLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/admin-suppliers/v1/settings') && response.ok());

async function writeArticle(page: Page, kind: string, name: string, text: string) {
  await page.getByTestId(`article-nav-${kind}`).click();
  await expect(page).toHaveURL(new RegExp(`article=${kind}$`));
  const editor = page.getByTestId('article-editor');
  await expect(editor).toHaveAttribute('data-kind', kind);
  const content = editor.getByRole('textbox', { name: 'Текст статті' });
  await content.click();
  await content.fill(text);
  await expect(editor.getByTestId('article-text-count')).toContainText('достатньо');
  await editor.getByTestId('article-save').click();
  await expect(toastWith(page, new RegExp(`^Статтю «${name}» збережено\\.$`))).toBeVisible();
  await expect(page.getByTestId(`article-nav-${kind}`)).toContainText('Заповнено');
}

test.describe('information articles', () => {
  test('a fresh supplier fills the four required articles: the banner moves on, the gate opens', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request, { firstname: 'Марія', lastname: 'Шевчук' });
    await signInViaApi(page, request, { login: user.data.telephone, password: user.password });

    // before: the banner leads to the articles and the product panel asks for them first
    await page.goto('/stores');
    await expect(page.getByTestId('setup-banner-link')).toHaveAttribute('href', '/articles-information');
    const loaded = settingsLoaded(page);
    await page.goto('/products/panel');
    await loaded;
    const gate = page.getByRole('dialog');
    await expect(gate).toContainText('Спочатку налаштуйте інформаційні статті');
    await gate.getByRole('link', { name: 'Перейти до статей' }).click();
    await expect(page).toHaveURL(/\/articles-information\?article=about$/);

    // the page: six articles, four required, nothing filled, no breadcrumb yet
    await expect(page.getByRole('heading', { level: 1, name: 'Інформаційні статті' })).toBeVisible();
    await expect(page.getByTestId('articles-progress')).toHaveText("Обов'язкові статті: заповнено 0 з 4");
    await expect(page.getByRole('navigation', { name: 'Статті' }).getByRole('link')).toHaveText([
      /Про магазин.*Обов'язкова.*Не заповнено/,
      /Доставка.*Обов'язкова.*Не заповнено/,
      /Оплата.*Обов'язкова.*Не заповнено/,
      /Повернення та обмін.*Обов'язкова.*Не заповнено/,
      /Гарантія.*Необов'язкова.*Не заповнено/,
      /Контакти.*Необов'язкова.*Не заповнено/,
    ]);
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);
    await expect(page.getByTestId('article-empty')).toBeVisible();

    // a short text is kept but does not count
    const editor = page.getByTestId('article-editor');
    const content = editor.getByRole('textbox', { name: 'Текст статті' });
    await content.click();
    await content.fill('Коротко про нас');
    await expect(editor.getByTestId('article-text-count')).toContainText('Символів тексту: 15 з 50');
    await expect(page.getByTestId('article-nav-about')).toContainText('Не збережено');
    await editor.getByTestId('article-save').click();
    await expect(toastWith(page, 'Щоб її було зараховано, додайте ще 35 симв.')).toBeVisible();
    await expect(page.getByTestId('article-nav-about')).toContainText('Не заповнено');

    for (const [kind, name, text] of REQUIRED) await writeArticle(page, kind, name, text);

    await expect(page.getByTestId('articles-all-done')).toContainText(
      "Усі обов'язкові статті заповнено. Тепер можна додавати продукти.",
    );
    // the breadcrumb lists the page once the information step is done
    await expect(page.getByTestId('breadcrumb').getByRole('listitem')).toHaveText(['Головна', 'Інформаційні статті']);

    // the saved text comes back after a reload, formatting kept
    await page.reload();
    await page.getByTestId('article-nav-delivery').click();
    await expect(page.getByTestId('article-editor').getByRole('textbox', { name: 'Текст статті' })).toContainText(
      'Відправляємо Новою Поштою',
    );

    // after: the banner leads on to the products, and the product panel opens without the gate
    await page.goto('/stores');
    await expect(page.getByTestId('setup-banner-link')).toHaveAttribute('href', '/products/panel');
    const settled = settingsLoaded(page);
    await page.goto('/products/panel');
    await settled;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Спочатку налаштуйте інформаційні статті')).toHaveCount(0);
    await expect(page.getByTestId('information-required-dialog')).toHaveCount(0);
  });

  test('the editor formats text and the server keeps only safe links', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await signInViaApi(page, request, { login: user.data.telephone, password: user.password });
    await page.goto('/articles-information?article=contacts');
    const editor = page.getByTestId('article-editor');
    await expect(editor).toHaveAttribute('data-kind', 'contacts');
    const content = editor.getByRole('textbox', { name: 'Текст статті' });
    await content.click();
    const bold = editor.getByRole('button', { name: 'Жирний', exact: true });
    await bold.click();
    await page.keyboard.type('Телефон магазину');
    await bold.click();
    await page.keyboard.type(' для покупців у робочі дні з дев’ятої до шостої ');
    await editor.getByRole('button', { name: 'Посилання', exact: true }).click();
    await editor.getByRole('textbox', { name: 'Адреса посилання' }).fill('+380 50 123 45 67');
    await editor.getByRole('button', { name: 'Застосувати' }).click();
    await expect(content.locator('strong')).toHaveText('Телефон магазину');
    await expect(content.locator('a')).toHaveAttribute('href', 'tel:+380501234567');
    await editor.getByTestId('article-save').click();
    await expect(toastWith(page, 'Статтю «Контакти» збережено.')).toBeVisible();

    // what the API stored: the link with rel="noopener nofollow"
    const stored = await request.get('/api/admin-suppliers/v1/articles/contacts', {
      headers: { 'x-session': 'supplier', authorization: `Bearer ${user.token}` },
    });
    const body = (await stored.json()) as { data: { content: string; completed: boolean } };
    expect(body.data.content).toContain('<strong>Телефон магазину</strong>');
    expect(body.data.content).toContain('<a href="tel:+380501234567" rel="noopener nofollow">');
    expect(body.data.completed).toBe(true);
  });
});
