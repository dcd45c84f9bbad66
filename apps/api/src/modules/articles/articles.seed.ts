import { richTextLength, type ArticleKind } from '@supplier/contracts/articles';
import type { Db } from '../../db/client';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { supplierArticles } from './articles.table';

/** Every information article of the demo store, as a supplier of home textiles would write them. */
const DEMO_ARTICLES: Record<ArticleKind, { title: string; content: string }> = {
  about: {
    title: 'Про магазин',
    content: `
<p>«Затишна оселя» — сімейний магазин домашнього текстилю з Києва. З 2016 року ми шиємо постільну
білизну, пледи та рушники з натуральних тканин і відправляємо їх по всій Україні.</p>
<p>Працюємо напряму з українськими фабриками, тому контролюємо якість кожної партії та тримаємо
чесні ціни. Усі тканини мають сертифікат <strong>OEKO-TEX® Standard 100</strong>.</p>`,
  },
  delivery: {
    title: 'Доставка',
    content: `
<h2>Як ми доставляємо</h2>
<ul>
  <li><strong>Нова Пошта</strong> — у відділення, поштомат або кур'єром, 1–3 дні.</li>
  <li><strong>Укрпошта</strong> — у відділення, 3–5 днів.</li>
  <li><strong>Самовивіз</strong> — зі складу в Києві (вул. Васильківська, 34) у робочі години.</li>
</ul>
<p>Замовлення, оплачені до 14:00, відправляємо того ж дня. Доставка безкоштовна для замовлень від 2000 грн,
інакше — за тарифами перевізника.</p>`,
  },
  payment: {
    title: 'Оплата',
    content: `
<p>Оберіть зручний спосіб оплати під час оформлення замовлення:</p>
<ul>
  <li>накладений платіж у відділенні Нової Пошти (передоплата 100 грн);</li>
  <li>оплата на рахунок ФОП за реквізитами з рахунку-фактури;</li>
  <li>онлайн-оплата карткою Visa або Mastercard на сайті;</li>
  <li>оплата частинами від ПриватБанку та monobank — до 6 платежів без переплат.</li>
</ul>
<p>Після оплати ви отримаєте фіскальний чек на електронну пошту.</p>`,
  },
  returns: {
    title: 'Повернення та обмін',
    content: `
<p>Ви можете повернути або обміняти товар належної якості протягом <strong>14 днів</strong> з дня отримання,
якщо збережено упаковку, етикетки та товарний вигляд.</p>
<ol>
  <li>Напишіть нам на <a href="mailto:demo@example.com">demo@example.com</a> або зателефонуйте.</li>
  <li>Надішліть товар Новою Поштою на наш склад у Києві.</li>
  <li>Ми повернемо кошти на вашу картку протягом 3 робочих днів після отримання посилки.</li>
</ol>
<p>Постільна білизна, яку було в користуванні, поверненню не підлягає згідно із законодавством.</p>`,
  },
  warranty: {
    title: 'Гарантія',
    content: `
<p>На всі вироби діє гарантія 6 місяців: якщо шов розійшовся або фурнітура зламалася за умови
правильного догляду, ми безкоштовно відремонтуємо або замінимо річ.</p>`,
  },
  contacts: {
    title: 'Контакти',
    content: `
<p>Телефон: <a href="tel:+380501234567">+380 50 123 45 67</a> (Пн–Пт 9:00–19:00, Сб 10:00–16:00)</p>
<p>Пошта: <a href="mailto:demo@example.com">demo@example.com</a></p>
<p>Склад і самовивіз: м. Київ, вул. Васильківська, 34.</p>`,
  },
};

/** Fills every information article of the demo supplier (so `information` is done). Idempotent. */
export async function seedDemoArticles(db: Db, supplierId: number): Promise<void> {
  const rows = Object.entries(DEMO_ARTICLES).map(([kind, article]) => {
    const content = sanitizeRichText(article.content.replace(/\s*\n\s*/g, ' ').replace(/> </g, '><'));
    return {
      supplierId,
      kind: kind as ArticleKind,
      title: article.title,
      content,
      textLength: richTextLength(content),
    };
  });
  await db.insert(supplierArticles).values(rows).onConflictDoNothing();
}
