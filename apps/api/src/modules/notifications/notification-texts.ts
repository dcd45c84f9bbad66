import type { Locale } from '@supplier/contracts/constants';
import { formatMoneyIn } from '@supplier/contracts/money';
import { returnKindLabels, returnReasonLabels, returnStatusLabels } from '@supplier/contracts/returns-constants';
import { fillParams, type MessageParams } from '../../i18n/messages';

interface TitleAndBody {
  title: string;
  body: string;
}

function catalogue<K extends string>(texts: Record<Locale, Record<K, TitleAndBody>>) {
  return texts;
}

/**
 * What the product says in a notification, by text key, uk and en. A notification stores its key
 * and params, and each reader gets it in their language (ADR 0015); counts are put as
 * «Створено: 5», so no text needs a plural form.
 */
const texts = catalogue({
  uk: {
    return_requested: {
      title: 'Заявка на повернення №{{number}}',
      body: 'Покупець {{buyer}} просить {{kind}} за замовленням №{{order}}: {{reason}}. Прийміть або відхиліть заявку.',
    },
    return_status: {
      title: 'Повернення №{{number}}: {{status}}',
      body: 'Заявка за замовленням №{{order}} тепер має статус «{{status}}».',
    },
    order_created: {
      title: 'Нове замовлення №{{order}}',
      body: 'Замовлення на суму {{total}} чекає на підтвердження. Підтвердіть його протягом 24 годин.',
    },
    review_created: {
      title: 'Новий відгук: {{rating}} з 5',
      body: '{{author}} залишив(ла) відгук про товар «{{product}}». Дайте відповідь, поки покупець чекає.',
    },
    chat_message: {
      title: 'Нове повідомлення від покупця {{buyer}}',
      body: '{{text}}',
    },
    ttn_added: {
      title: 'Додано ТТН до замовлення №{{order}}',
      body: 'Номер накладної Нової Пошти: {{ttn}}. Покупець отримав SMS з номером для відстеження.',
    },
    parcel_waiting: {
      title: 'Посилка чекає у відділенні 3 дні',
      body: 'Замовлення №{{order}} (ТТН {{ttn}}) вже 3 дні у відділенні №{{branch}}. Нагадайте покупцю забрати посилку, інакше її повернуть.',
    },
    shipment_sent: {
      title: 'Замовлення №{{order}} відправлено',
      body: 'Посилку передано Новій Пошті (ТТН {{ttn}}). Орієнтовна доставка — завтра.',
    },
    order_cancelled: {
      title: 'Замовлення №{{order}} скасовано покупцем',
      body: 'Товар повернуто на залишок.',
    },
    product_moderated: {
      title: 'Товар пройшов модерацію',
      body: 'Товар з артикулом {{sku}} перевірено та опубліковано на маркетплейсі.',
    },
    import_finished: {
      title: 'Імпорт товарів завершено',
      body: 'Оброблено рядків: {{rows}}. Створено: {{created}}, оновлено: {{updated}}, пропущено: {{skipped}}. Звіт про помилки — у списку імпортів.',
    },
    photo_rules_updated: {
      title: 'Оновлення правил маркетплейсу',
      body: 'З 1 числа наступного місяця змінюються вимоги до фото товарів: мінімальний розмір — {{size}} пікселів. Подробиці — в інформаційних статтях.',
    },
    webhook_disabled: {
      title: 'Вебхук вимкнено',
      body: 'Адреса {{url}} (інтеграція «{{integration}}») не прийняла подію {{event}} протягом доби. Перевірте сервер і увімкніть вебхук знову на сторінці інтеграції.',
    },
    welcome: {
      title: 'Ласкаво просимо до кабінету постачальника!',
      body: 'Заповніть інформаційні статті, додайте товари та налаштуйте доставку й оплату — і покупці зможуть робити замовлення.',
    },
  },
  en: {
    return_requested: {
      title: 'Return request #{{number}}',
      body: 'Customer {{buyer}} asks for a {{kind}} of order #{{order}}: {{reason}}. Accept or refuse the request.',
    },
    return_status: {
      title: 'Return #{{number}}: {{status}}',
      body: 'The request of order #{{order}} is now “{{status}}”.',
    },
    order_created: {
      title: 'New order #{{order}}',
      body: 'An order of {{total}} is waiting for your confirmation. Confirm it within 24 hours.',
    },
    review_created: {
      title: 'New review: {{rating}} of 5',
      body: '{{author}} reviewed “{{product}}”. Reply while the customer is waiting.',
    },
    chat_message: {
      title: 'New message from {{buyer}}',
      body: '{{text}}',
    },
    ttn_added: {
      title: 'Waybill added to order #{{order}}',
      body: 'Nova Poshta waybill number: {{ttn}}. The customer has received an SMS with the tracking number.',
    },
    parcel_waiting: {
      title: 'A parcel has been waiting at the branch for 3 days',
      body: 'Order #{{order}} (waybill {{ttn}}) has been at branch #{{branch}} for 3 days. Remind the customer to pick it up, or it will be returned.',
    },
    shipment_sent: {
      title: 'Order #{{order}} has been shipped',
      body: 'The parcel has been handed over to Nova Poshta (waybill {{ttn}}). Expected delivery: tomorrow.',
    },
    order_cancelled: {
      title: 'Order #{{order}} was cancelled by the customer',
      body: 'The items are back in stock.',
    },
    product_moderated: {
      title: 'Product approved',
      body: 'The product with SKU {{sku}} has been checked and published on the marketplace.',
    },
    import_finished: {
      title: 'Product import finished',
      body: 'Rows processed: {{rows}}. Created: {{created}}, updated: {{updated}}, skipped: {{skipped}}. The error report is in the list of imports.',
    },
    photo_rules_updated: {
      title: 'Marketplace rules update',
      body: 'From the 1st of next month, product photos must be at least {{size}} pixels. Details are in the information articles.',
    },
    webhook_disabled: {
      title: 'Webhook disabled',
      body: '{{url}} (integration “{{integration}}”) did not accept the {{event}} event for a day. Check the server and enable the webhook again on the integration’s page.',
    },
    welcome: {
      title: 'Welcome to the supplier panel!',
      body: 'Fill in the information articles, add products and set up delivery and payment, and customers will be able to place orders.',
    },
  },
});

export type NotificationTextKey = keyof (typeof texts)['uk'];

const isTextKey = (key: string): key is NotificationTextKey => Object.hasOwn(texts.uk, key);

/** A notification as stored: its text key and params, and the Ukrainian text it had when written. */
export interface StoredNotificationText {
  title: string;
  body: string;
  textKey: string | null;
  textParams: MessageParams | null;
}

/**
 * The title and body in `locale`. A notification without a known key (written by a person, or a
 * key since retired) reads as it was stored.
 */
export function notificationText(stored: StoredNotificationText, locale: Locale): TitleAndBody {
  if (!stored.textKey || !isTextKey(stored.textKey)) return { title: stored.title, body: stored.body };
  return keyedText(stored.textKey, stored.textParams ?? {}, locale);
}

/**
 * A `<name>_kopiyky` param is money: `{{name}}` reads it in the reader's language (ADR 0043). The
 * stored `<name>` text (uk-UA) stays for notifications written before it.
 */
function withMoney(params: MessageParams, locale: Locale): MessageParams {
  const filled: MessageParams = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const money = /^(.+)_kopiyky$/.exec(name);
    if (money && typeof value === 'number') filled[money[1]!] = formatMoneyIn(value, locale);
  }
  return filled;
}

/** The words a `<name>_code` param stands for, by language; lower case where the text runs on. */
const CODE_WORDS: Record<string, (locale: Locale) => Record<string, string>> = {
  status: (locale) => returnStatusLabels[locale],
  kind: (locale) => lowerCase(returnKindLabels[locale]),
  reason: (locale) => lowerCase(returnReasonLabels[locale]),
};
const lowerCase = (labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, label.toLowerCase()]));

/**
 * A `<name>_code` param (a return's status, kind or reason) is read in the reader's language as
 * `{{name}}`; the stored `<name>` (Ukrainian) stays for notifications written before it.
 */
function withCodeWords(params: MessageParams, locale: Locale): MessageParams {
  const filled: MessageParams = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const code = /^(.+)_code$/.exec(name);
    const words = code && CODE_WORDS[code[1]!]?.(locale);
    if (words && typeof value === 'string' && words[value]) filled[code[1]!] = words[value];
  }
  return filled;
}

export function keyedText(key: NotificationTextKey, params: MessageParams, locale: Locale): TitleAndBody {
  const text = texts[locale][key];
  const filled = withCodeWords(withMoney(params, locale), locale);
  return { title: fillParams(text.title, filled), body: fillParams(text.body, filled) };
}
