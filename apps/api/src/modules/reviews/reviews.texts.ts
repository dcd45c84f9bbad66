import type { Random } from '../orders';

/** Realistic Ukrainian review texts by rating, for the storefront simulator and the demo reviews. */
const TEXTS: Record<number, { text: string; pros: string; cons: string }[]> = {
  5: [
    {
      text: 'Все чудово! Доставка швидка, товар відповідає опису. Рекомендую продавця.',
      pros: 'Якість, швидка доставка',
      cons: '',
    },
    {
      text: 'Користуюсь уже тиждень — жодних нарікань. Упаковано дуже акуратно.',
      pros: 'Ціна, якість збирання',
      cons: 'Немає',
    },
    { text: 'Замовляю вже вдруге, і знову все на відмінно. Дякую!', pros: 'Надійний продавець', cons: '' },
  ],
  4: [
    {
      text: 'Гарний товар за свої гроші. Трохи затрималась відправка, але продавець попередив.',
      pros: 'Ціна, зовнішній вигляд',
      cons: 'Відправили на день пізніше',
    },
    {
      text: 'Загалом задоволена, якість хороша. Інструкція лише англійською.',
      pros: 'Якість матеріалів',
      cons: 'Немає інструкції українською',
    },
  ],
  3: [
    {
      text: 'Нормально, але очікував кращого. Колір трохи відрізняється від фото.',
      pros: 'Доставка',
      cons: 'Колір не як на фото',
    },
    { text: 'Товар середній. За таку ціну можна було б краще.', pros: 'Прийшов цілий', cons: 'Якість пластику' },
  ],
  2: [
    { text: 'Прийшов з подряпиною на корпусі. Працює, але неприємно.', pros: '', cons: 'Подряпина, погане пакування' },
    {
      text: 'Довго чекала відправку, продавець не відповідав на дзвінки.',
      pros: 'Сам товар непоганий',
      cons: 'Комунікація',
    },
  ],
  1: [
    { text: 'Не працює з першого дня. Оформлюю повернення.', pros: '', cons: 'Брак' },
    { text: 'Надіслали не той розмір. Дуже розчарований.', pros: '', cons: 'Переплутали замовлення' },
  ],
};

/** Ratings skew high, as on a real marketplace. */
export function randomRating(random: Random): number {
  const roll = random();
  if (roll < 0.55) return 5;
  if (roll < 0.78) return 4;
  if (roll < 0.88) return 3;
  if (roll < 0.94) return 2;
  return 1;
}

export function randomReviewText(random: Random, rating: number) {
  const list = TEXTS[rating]!;
  return list[Math.floor(random() * list.length)]!;
}

/** Replies a supplier might give, for the demo reviews. */
export const DEMO_REPLIES = [
  '<p>Дякуємо за відгук! Раді, що покупка сподобалась.</p>',
  '<p>Вибачте за незручності. Напишіть нам, будь ласка, номер замовлення — ми все виправимо.</p>',
  '<p>Дякуємо, що обрали наш магазин! Чекаємо на вас знову.</p>',
];
