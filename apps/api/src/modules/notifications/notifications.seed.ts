import { count, eq } from 'drizzle-orm';
import type { NotificationType } from '@supplier/contracts/notifications';
import type { Db } from '../../db/client';
import { notifications } from './notifications.table';

interface DemoNotification {
  type: NotificationType;
  title: string;
  body: string;
  link?: string;
  /** How long ago it arrived. */
  minutesAgo: number;
  read: boolean;
}

/** Newest first: some new, some read, every type. */
const DEMO: DemoNotification[] = [
  {
    type: 'order',
    title: 'Нове замовлення №10482',
    body: 'Ірина Мельник оформила замовлення на 2 товари на суму 1 849 грн. Підтвердіть його протягом 24 годин.',
    link: '/orders',
    minutesAgo: 12,
    read: false,
  },
  {
    type: 'ttn_added',
    title: 'Додано ТТН до замовлення №10477',
    body: 'Номер накладної Нової Пошти: 20450812345678. Покупець отримав SMS з номером для відстеження.',
    link: '/orders',
    minutesAgo: 95,
    read: false,
  },
  {
    type: 'remind_after_3_days',
    title: 'Посилка чекає у відділенні 3 дні',
    body: 'Замовлення №10465 (ТТН 20450812339876) вже 3 дні у відділенні №12 у Львові. Нагадайте покупцю забрати посилку, інакше її повернуть.',
    link: '/orders',
    minutesAgo: 60 * 5,
    read: false,
  },
  {
    type: 'system',
    title: 'Оновлення правил маркетплейсу',
    body: 'З 1 числа наступного місяця змінюються вимоги до фото товарів: мінімальний розмір — 800×800 px. Подробиці — в інформаційних статтях.',
    link: '/articles-information',
    minutesAgo: 60 * 20,
    read: false,
  },
  {
    type: 'shipment_sent',
    title: 'Замовлення №10471 відправлено',
    body: 'Посилку передано Новій Пошті (ТТН 20450812340012). Орієнтовна доставка — завтра.',
    link: '/orders',
    minutesAgo: 60 * 26,
    read: true,
  },
  {
    type: 'product',
    title: 'Товар пройшов модерацію',
    body: 'Товар «Навушники бездротові SoundPro X2» перевірено та опубліковано на маркетплейсі.',
    link: '/products/list',
    minutesAgo: 60 * 30,
    read: true,
  },
  {
    type: 'product',
    title: 'Імпорт товарів завершено',
    body: 'Оброблено 248 рядків: створено 196, оновлено 47, пропущено 5. Звіт про помилки — у списку імпортів.',
    link: '/products/imports',
    minutesAgo: 60 * 50,
    read: true,
  },
  {
    type: 'order',
    title: 'Замовлення №10459 скасовано покупцем',
    body: 'Причина: покупець передумав. Товар повернуто на залишок.',
    link: '/orders',
    minutesAgo: 60 * 72,
    read: true,
  },
  {
    type: 'system',
    title: 'Ласкаво просимо до кабінету постачальника!',
    body: 'Заповніть інформаційні статті, додайте товари та налаштуйте доставку й оплату — і покупці зможуть робити замовлення.',
    link: '/articles-information',
    minutesAgo: 60 * 24 * 7,
    read: true,
  },
];

/**
 * The demo supplier's notifications. Idempotent: nothing is added while the supplier has any
 * notification (after "clear all" they come back on the next start).
 */
export async function seedDemoNotifications(db: Db, supplierId: number, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.supplierId, supplierId));
  if ((existing?.n ?? 0) > 0) return;
  // oldest first, so ids grow with time like real ones
  await db.insert(notifications).values(
    [...DEMO].reverse().map((item) => {
      const createdAt = new Date(now.getTime() - item.minutesAgo * 60_000);
      return {
        supplierId,
        type: item.type,
        title: item.title,
        body: item.body,
        data: item.link ? { link: item.link } : null,
        createdAt,
        readAt: item.read ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      };
    }),
  );
}
