import { describe, expect, it } from 'vitest';
import {
  ARTICLE_KINDS,
  REQUIRED_ARTICLE_KINDS,
  articleSavedResponse,
  articlesResponse,
  richTextLength,
} from '@supplier/contracts/articles';
import { DEMO_CREDENTIALS, seedDemo } from '../../db/seed';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';

const ARTICLES = '/api/admin-suppliers/v1/articles';
const SETTINGS = '/api/admin-suppliers/v1/settings';

/** 60 characters of Ukrainian text. */
const LONG = 'Ми доставляємо замовлення Новою Поштою по всій Україні за 1–3 дні.';

describe('sanitizeRichText (lib/sanitize-html)', () => {
  it('keeps the safe subset as it is', () => {
    const html =
      '<h2>Заголовок</h2><h3>Підзаголовок</h3><p>Текст <strong>жирний</strong> <em>курсив</em> <u>підкреслений</u> <s>закреслений</s><br />рядок</p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote><p>цитата</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script and style with their content, iframes and other embeds', () => {
    expect(sanitizeRichText('<p>До<script>alert(1)</script>після</p><style>p{color:red}</style>')).toBe(
      '<p>Допісля</p>',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>текст</p><object data="x"></object>')).toBe(
      '<p>текст</p>',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event-handler, style and class attributes and tags outside the subset (text kept)', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" class="x">Клік</p>')).toBe('<p>Клік</p>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><p>фото</p>')).toBe('<p>фото</p>');
    expect(sanitizeRichText('<span onmouseover="x()">span</span> <b>b</b> <i>i</i> <h1>h1</h1>')).toBe(
      'span <strong>b</strong> <em>i</em> <h2>h1</h2>',
    );
  });

  it('keeps http(s), mailto and tel links with rel="noopener nofollow" and drops every other link, keeping its text', () => {
    expect(sanitizeRichText('<a href="https://example.com/x?a=1&b=2" target="_blank" onclick="x()">сайт</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener nofollow">сайт</a>',
    );
    expect(sanitizeRichText('<a href="mailto:shop@example.com" rel="opener">пошта</a>')).toBe(
      '<a href="mailto:shop@example.com" rel="noopener nofollow">пошта</a>',
    );
    expect(sanitizeRichText('<a href="tel:+380501234567">дзвінок</a>')).toBe(
      '<a href="tel:+380501234567" rel="noopener nofollow">дзвінок</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.example',
      '/relative',
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">посилання</a> <strong>далі</strong></p>`), href).toBe(
        '<p>посилання <strong>далі</strong></p>',
      );
    }
  });

  it('answers an empty string when no text is left', () => {
    expect(sanitizeRichText('<p></p><p> </p><script>x</script>')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });

  it('counts text without tags, entities decoded and white space collapsed', () => {
    expect(richTextLength('<p>Привіт, <strong>світ</strong>!</p>')).toBe('Привіт, світ!'.length);
    expect(richTextLength('<p>a&nbsp;&amp;&nbsp;b</p><p>c</p>')).toBe('a & b c'.length);
    expect(richTextLength('<ul><li>   </li></ul>')).toBe(0);
  });
});

describe('information articles API', () => {
  const t = useTestApp();

  it('lists the six articles with their completion state; nothing is filled for a new supplier', async () => {
    const supplier = await signUp(t);
    const response = await t.call({ method: 'GET', url: ARTICLES, token: supplier.token });
    expect(response.statusCode).toBe(200);
    const body = articlesResponse.parse(response.json());
    expect(body.data.map((article) => [article.kind, article.title, article.required])).toEqual([
      ['about', 'Про магазин', true],
      ['delivery', 'Доставка', true],
      ['payment', 'Оплата', true],
      ['returns', 'Повернення та обмін', true],
      ['warranty', 'Гарантія', false],
      ['contacts', 'Контакти', false],
    ]);
    for (const article of body.data) {
      expect(article).toMatchObject({ content: '', text_length: 0, completed: false, updated_at: null });
    }
    expect(body.meta).toEqual({ min_text_length: 50, required_total: 4, required_completed: 0, information: false });
  });

  it('gets one article; an unknown kind is 404', async () => {
    const supplier = await signUp(t);
    const one = await t.call({ method: 'GET', url: `${ARTICLES}/returns`, token: supplier.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ kind: 'returns', title: 'Повернення та обмін', required: true });
    const unknown = await t.call({ method: 'GET', url: `${ARTICLES}/secrets`, token: supplier.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'Статтю не знайдено.' });
    const put = await t.call({
      method: 'PUT',
      url: `${ARTICLES}/secrets`,
      token: supplier.token,
      payload: { title: 'X', content: LONG },
    });
    expect(put.statusCode).toBe(404);
  });

  it('saves the title and the sanitized content and answers the completion state', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: `${ARTICLES}/about`,
      token: supplier.token,
      payload: {
        title: '  Про нас  ',
        content: `<p onclick="x()">${LONG}<script>alert(1)</script></p><a href="javascript:alert(1)">клік</a>`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = articleSavedResponse.parse(response.json());
    expect(body.message).toBe('Статтю «Про нас» збережено.');
    expect(body.data).toMatchObject({
      kind: 'about',
      title: 'Про нас',
      content: `<p>${LONG}</p>клік`,
      required: true,
      text_length: LONG.length + 'клік'.length + 1,
      completed: true,
    });
    expect(body.data.updated_at).not.toBeNull();
    expect(body.meta).toMatchObject({ required_completed: 1, information: false });

    const again = await t.call({ method: 'GET', url: `${ARTICLES}/about`, token: supplier.token });
    expect(again.json().data.content).toBe(`<p>${LONG}</p>клік`);
  });

  it('keeps a short article but does not count it; says how many characters are left', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: `${ARTICLES}/delivery`,
      token: supplier.token,
      payload: { title: 'Доставка', content: '<p><strong>Нова Пошта</strong></p>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ text_length: 10, completed: false });
    expect(response.json().message).toBe(
      'Статтю «Доставка» збережено. Щоб її було зараховано, додайте ще 40 симв. тексту (потрібно щонайменше 50).',
    );
  });

  it('counts 50 characters of text, not of markup', async () => {
    const supplier = await signUp(t);
    const save = (content: string) =>
      t.call({
        method: 'PUT',
        url: `${ARTICLES}/payment`,
        token: supplier.token,
        payload: { title: 'Оплата', content },
      });
    const fortyNine = 'а'.repeat(49);
    // 49 letters wrapped in plenty of tags are still 49 characters
    let response = await save(`<p><strong><em><u>${fortyNine}</u></em></strong></p><p></p><p>   </p>`);
    expect(response.json().data).toMatchObject({ text_length: 49, completed: false });
    response = await save(`<p><strong>${fortyNine}</strong>б</p>`);
    expect(response.json().data).toMatchObject({ text_length: 50, completed: true });
  });

  it('validates the title and the content size', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: `${ARTICLES}/about`,
      token: supplier.token,
      payload: { title: '   ', content: 'x'.repeat(100_001) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: ["Обов'язкове поле."],
      content: ['Максимум 100000 символів.'],
    });
  });

  it('needs a signed-in supplier', async () => {
    expect((await t.call({ method: 'GET', url: ARTICLES })).statusCode).toBe(401);
    const put = await t.call({ method: 'PUT', url: `${ARTICLES}/about`, payload: { title: 'x', content: 'y' } });
    expect(put.statusCode).toBe(401);
  });

  it("keeps each supplier's articles apart", async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    await t.call({
      method: 'PUT',
      url: `${ARTICLES}/about`,
      token: first.token,
      payload: { title: 'Про перший магазин', content: `<p>${LONG}</p>` },
    });
    const other = await t.call({ method: 'GET', url: `${ARTICLES}/about`, token: second.token });
    expect(other.json().data).toMatchObject({ title: 'Про магазин', content: '', completed: false });
  });
});

describe('the information setup flag', () => {
  const t = useTestApp();

  const information = async (token: string) =>
    (await t.call({ method: 'GET', url: SETTINGS, token })).json().setup.information as boolean;

  it('is set once every required article has at least 50 characters of text, optional ones not needed', async () => {
    const supplier = await signUp(t);
    expect(await information(supplier.token)).toBe(false);
    for (const [index, kind] of REQUIRED_ARTICLE_KINDS.entries()) {
      const response = await t.call({
        method: 'PUT',
        url: `${ARTICLES}/${kind}`,
        token: supplier.token,
        payload: { title: `Стаття ${kind}`, content: `<p>${LONG}</p>` },
      });
      expect(response.statusCode).toBe(200);
      const last = index === REQUIRED_ARTICLE_KINDS.length - 1;
      expect(response.json().meta.information).toBe(last);
      expect(await information(supplier.token)).toBe(last);
    }
  });

  it('is unset again when a required article is cut below 50 characters', async () => {
    const supplier = await signUp(t);
    for (const kind of REQUIRED_ARTICLE_KINDS) {
      await t.call({
        method: 'PUT',
        url: `${ARTICLES}/${kind}`,
        token: supplier.token,
        payload: { title: kind, content: `<p>${LONG}</p>` },
      });
    }
    expect(await information(supplier.token)).toBe(true);
    await t.call({
      method: 'PUT',
      url: `${ARTICLES}/returns`,
      token: supplier.token,
      // long in markup, short in text
      payload: { title: 'Повернення', content: `<p><a href="https://example.com/${'x'.repeat(80)}">Умови</a></p>` },
    });
    expect(await information(supplier.token)).toBe(false);
  });

  it('only filling optional articles does not set it; the demo supplier has it set', async () => {
    const supplier = await signUp(t);
    for (const kind of ['warranty', 'contacts']) {
      await t.call({
        method: 'PUT',
        url: `${ARTICLES}/${kind}`,
        token: supplier.token,
        payload: { title: kind, content: `<p>${LONG}</p>` },
      });
    }
    expect(await information(supplier.token)).toBe(false);

    await seedDemo(t.database.db, t.app.config);
    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const token = login.json().token as string;
    expect(await information(token)).toBe(true);
    const list = articlesResponse.parse((await t.call({ method: 'GET', url: ARTICLES, token })).json());
    expect(list.data.map((article) => article.kind)).toEqual([...ARTICLE_KINDS]);
    expect(list.data.every((article) => article.completed)).toBe(true);
    expect(list.data.find((article) => article.kind === 'returns')?.content).toContain(
      '<a href="mailto:demo@example.com" rel="noopener nofollow">',
    );
  });
});
