import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productReads } from '../catalog';
import { orders } from '../orders';
import { chatMessages, chats, chatTemplates, type ChatAuthor } from './chats.table';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Conversations of the demo: [author, text, minutes before now]. */
const CONVERSATIONS: { about: 'order' | 'product'; read: boolean; lines: [ChatAuthor, string, number][] }[] = [
  {
    about: 'order',
    read: false,
    lines: [
      ['buyer', 'Добрий день! Коли відправите моє замовлення?', DAY / MINUTE + 90],
      ['supplier', 'Вітаю! Відправимо сьогодні до 18:00, номер накладної надішлемо сюди.', DAY / MINUTE + 60],
      ['buyer', 'Дякую! А можна змінити відділення на №5?', 25],
      ['buyer', 'Воно ближче до дому.', 24],
    ],
  },
  {
    about: 'order',
    read: true,
    lines: [
      ['buyer', 'Підкажіть, будь ласка, номер накладної.', (2 * DAY) / MINUTE + 30],
      ['supplier', 'Добрий день! Посилка вже в дорозі, ТТН у деталях замовлення.', (2 * DAY) / MINUTE + 10],
      ['buyer', 'Отримала, дуже задоволена, дякую!', 3 * 60],
      ['supplier', 'Раді, що сподобалось! Будемо вдячні за відгук.', 2 * 60],
    ],
  },
  {
    about: 'product',
    read: false,
    lines: [['buyer', 'Чи є цей товар у іншому кольорі? Бачила на сайті виробника синій.', 8]],
  },
  {
    about: 'order',
    read: true,
    lines: [
      ['buyer', 'А гарантія на товар є?', (5 * DAY) / MINUTE],
      ['supplier', 'Так, 12 місяців від виробника. Гарантійний талон у коробці.', (5 * DAY) / MINUTE - 15],
    ],
  },
];

const TEMPLATES = [
  { title: 'Відправка сьогодні', text: 'Вітаю! Відправимо сьогодні до 18:00, номер накладної надішлемо сюди.' },
  { title: 'Дякуємо за замовлення', text: 'Дякуємо за замовлення! Якщо будуть питання — пишіть, ми на зв’язку.' },
  { title: 'Гарантія', text: 'На товар діє гарантія виробника 12 місяців. Гарантійний талон — у коробці.' },
];

/** A few conversations with history (two with unread messages) and quick replies for the demo supplier. */
export async function seedDemoChats(db: Db, supplierId: number, now = new Date()): Promise<void> {
  // Every process runs the seed on start: the chats' external ids make it happen once.
  const [existing] = await db.select({ id: chats.id }).from(chats).where(eq(chats.supplierId, supplierId)).limit(1);
  if (existing) return;
  let seeded = false;
  const recent = await db
    .select({ id: orders.id, externalId: orders.externalId, buyerName: orders.buyerName })
    .from(orders)
    .where(eq(orders.supplierId, supplierId))
    .orderBy(asc(orders.id))
    .limit(3);
  const [product] = await productReads(db).someOf(supplierId, { limit: 1 });
  let orderIndex = 0;
  for (const [index, conversation] of CONVERSATIONS.entries()) {
    const order = conversation.about === 'order' ? recent[orderIndex++] : undefined;
    if (conversation.about === 'order' && !order) continue;
    if (conversation.about === 'product' && !product) continue;
    const at = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    const last = conversation.lines.at(-1)!;
    const [chat] = await db
      .insert(chats)
      .values({
        supplierId,
        externalId: `demo-chat-${supplierId}-${index + 1}`,
        buyerName: order?.buyerName ?? 'Ірина Шевчук',
        orderId: order?.id ?? null,
        productId: conversation.about === 'product' ? product!.id : null,
        lastMessageAt: at(last[2]),
        createdAt: at(conversation.lines[0]![2]),
      })
      .onConflictDoNothing({ target: chats.externalId })
      .returning();
    if (!chat) continue;
    seeded = true;
    const inserted = await db
      .insert(chatMessages)
      .values(
        conversation.lines.map(([author, text, minutes], line) => ({
          chatId: chat.id,
          supplierId,
          author,
          clientId: `demo-${index + 1}-${line + 1}`,
          text,
          createdAt: at(minutes),
        })),
      )
      .returning({ id: chatMessages.id, author: chatMessages.author });
    const lastId = inserted.at(-1)!.id;
    const lastSupplier = [...inserted].reverse().find((m) => m.author === 'supplier')?.id ?? 0;
    const unread = conversation.read ? 0 : inserted.filter((m) => m.author === 'buyer' && m.id > lastSupplier).length;
    await db
      .update(chats)
      .set({
        lastMessageId: lastId,
        lastMessageText: last[1],
        lastMessageAuthor: last[0],
        unread,
        supplierReadId: conversation.read ? lastId : lastSupplier,
        buyerReadId: lastSupplier,
      })
      .where(eq(chats.id, chat.id));
  }
  if (seeded) await db.insert(chatTemplates).values(TEMPLATES.map((template) => ({ supplierId, ...template })));
}
