import { eq, sql } from 'drizzle-orm';
import type { ReturnKind, ReturnReason, ReturnStatus } from '@supplier/contracts/returns';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { transaction } from '../../db/transaction';
import { returnsRepository, type ReturnEventInput } from './returns.repository';
import { returnRequests } from './returns.table';

const DAY = 86_400_000;

/** The demo's requests, newest first: what a seller meets in a week of returns. */
const DEMO_RETURNS: { status: ReturnStatus; kind: ReturnKind; reason: ReturnReason; comment: string }[] = [
  { status: 'requested', kind: 'return', reason: 'wrong_size', comment: 'Замалий розмір, потрібен на один більший.' },
  { status: 'requested', kind: 'exchange', reason: 'wrong_size', comment: 'Прошу обміняти на розмір L.' },
  { status: 'requested', kind: 'return', reason: 'defect', comment: 'Після першого прання розійшовся шов.' },
  { status: 'refused', kind: 'return', reason: 'changed_mind', comment: 'Передумав, товар не знадобився.' },
  { status: 'cancelled', kind: 'return', reason: 'not_as_described', comment: 'Колір зовсім інший, ніж на фото.' },
];
const REFUSAL = 'Товар має сліди використання, тому повернути його за законом не можна.';

/**
 * A few return requests of the demo supplier's completed orders, in the states a seller decides
 * on (new ones, a refused and a cancelled one), so the «Повернення» section has something to open.
 * Idempotent: a supplier that has requests is left as it is.
 */
export async function seedDemoReturns(db: Db, supplierId: number, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.supplierId, supplierId))
    .limit(1);
  if (existing) return;
  const orders = rowsOf<{
    id: number;
    number: number;
    store_id: number | null;
    buyer_name: string;
    buyer_phone: string;
    payment_method: string;
    item_id: number;
    product_id: number;
    name: string;
    sku: string;
    image: string | null;
    price: number;
  }>(
    await db.execute(sql`select distinct on (o.id) o.id, o.number, o.store_id, o.buyer_name, o.buyer_phone,
        o.payment_method, i.id as item_id, i.product_id, i.name, i.sku, i.image, i.price
      from orders o join order_items i on i.order_id = o.id
      where o.supplier_id = ${supplierId} and o.status = 'completed' and i.product_id is not null
      order by o.id desc, i.id limit ${DEMO_RETURNS.length}`),
  );
  const repo = returnsRepository(db);
  await transaction(db, async (tx) => {
    for (const [index, order] of orders.entries()) {
      const plan = DEMO_RETURNS[index]!;
      const createdAt = new Date(now.getTime() - (index * 1.5 + 0.2) * DAY);
      const price = Number(order.price);
      const row = await repo.insert(
        tx,
        {
          supplierId,
          orderId: Number(order.id),
          storeId: order.store_id === null ? null : Number(order.store_id),
          number: `${order.number}-1`,
          externalId: `demo-return-${supplierId}-${index + 1}`,
          status: plan.status,
          kind: plan.kind,
          reason: plan.reason,
          comment: plan.comment,
          refundPreference: plan.kind === 'return' ? 'original_payment' : null,
          refusalReason: plan.status === 'refused' ? REFUSAL : null,
          buyerName: order.buyer_name,
          buyerPhone: order.buyer_phone,
          paymentMethod: order.payment_method as never,
          amount: price,
          units: 1,
          itemsPreview: [{ name: order.name, quantity: 1, image: order.image }],
          createdAt,
          updatedAt: createdAt,
        },
        [
          {
            orderItemId: Number(order.item_id),
            productId: Number(order.product_id),
            name: order.name,
            sku: order.sku,
            image: order.image,
            price,
            quantity: 1,
          },
        ],
      );
      const events: ReturnEventInput[] = [{ type: 'requested', actor: 'buyer', data: { reason: plan.reason } }];
      if (plan.status === 'refused') {
        events.push({ type: 'refused', actor: 'panel', userId: supplierId, data: { reason: REFUSAL } });
      }
      if (plan.status === 'cancelled') events.push({ type: 'cancelled', actor: 'buyer', data: {} });
      await repo.addEvents(tx, row, events);
    }
  });
}
