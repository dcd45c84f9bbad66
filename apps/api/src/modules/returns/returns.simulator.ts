import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Carrier } from '@supplier/contracts/deliveries';
import type { OrderStatus } from '@supplier/contracts/orders';
import {
  MARKETPLACE_RETURNS_PATH,
  returnReasons,
  type PlaceReturnRequest,
  type ReturnKind,
  type ReturnReason,
  type simulateReturnsResponse,
} from '@supplier/contracts/returns';
import { rowsOf } from '../../db/rows';
import type { SimulatorContext } from '../marketplace';
import { changeOrderStatus, readOrderForReturn, simulateOrders, type Random } from '../orders';
import type { ReturnsContext } from './returns.context';

/** How often each reason is given, as buyers do: sizes most, then defects and descriptions. */
const REASON_WEIGHTS: Record<ReturnReason, number> = {
  wrong_size: 0.4,
  defect: 0.2,
  not_as_described: 0.18,
  changed_mind: 0.15,
  other: 0.07,
};
const COMMENTS: Record<ReturnReason, string> = {
  wrong_size: 'Замалий розмір, потрібен на один більший.',
  defect: 'Після першого використання відклеїлась підошва.',
  not_as_described: 'Колір зовсім інший, ніж на фото.',
  changed_mind: 'Передумав, товар не знадобився.',
  other: 'Отримав два однакові товари від різних продавців.',
};
/** A valid Ukrainian IBAN (checksum holds) for buyers who want a bank transfer. */
const BUYER_IBAN = 'UA213223130000026007233566001';
const STEPS: Record<'ship' | 'pickup', OrderStatus[]> = {
  ship: ['processing', 'confirmed', 'shipped', 'completed'],
  pickup: ['processing', 'confirmed', 'awaiting_pickup', 'completed'],
};

function pickReason(random: Random): ReturnReason {
  let left = random();
  for (const reason of returnReasons) {
    left -= REASON_WEIGHTS[reason];
    if (left <= 0) return reason;
  }
  return 'other';
}

/** The supplier's newest order completed within 14 days that nothing was asked back of. */
async function returnableOrder(ctx: ReturnsContext, supplierId: number): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select o.id from orders o
      where o.supplier_id = ${supplierId} and o.status = 'completed'
        and not exists (select 1 from return_requests r where r.order_id = o.id)
        and exists (select 1 from order_events e where e.order_id = o.id and e.type = 'status_changed'
          and e.data->>'to' = 'completed' and e.created_at > now() - interval '14 days')
      order by o.id desc limit 1`),
  );
  return row ? Number(row.id) : null;
}

/** Plays a buyer who ordered and received: the storefront places an order and the seller completes it. */
async function completedOrder(ctx: ReturnsContext, sim: SimulatorContext & { supplierId: number }) {
  await simulateOrders({ ...sim, count: 1, random: () => 0.5 });
  const [row] = rowsOf<{ id: number; carrier: Carrier }>(
    await ctx.db.execute(sql`select id, carrier from orders where supplier_id = ${sim.supplierId} and status = 'new'
      order by id desc limit 1`),
  );
  if (!row) return null;
  const id = Number(row.id);
  for (const to of STEPS[row.carrier === 'pickup' ? 'pickup' : 'ship']) {
    const order = await ctx.orders.orders.get(sim.supplierId, id);
    await changeOrderStatus(ctx.orders, {
      supplierId: sim.supplierId,
      userId: sim.supplierId,
      id,
      body: { to, version: order!.version },
      locale: 'uk',
    });
  }
  return id;
}

/**
 * The storefront's buyers asking to return goods, simulated over the signed gateway as a real
 * client: one or two items of a completed order, a reason weighted as buyers give them with a
 * comment, 1 in 10 an exchange, a card buyer wanting the money on the card and the others a
 * transfer. Without an order to return, one is placed and completed first.
 */
export async function simulateReturns(
  ctx: ReturnsContext,
  sim: SimulatorContext & { supplierId: number },
  options: { count: number; orderId?: number; kind?: ReturnKind; reason?: ReturnReason; random?: Random },
): Promise<z.input<typeof simulateReturnsResponse>> {
  const random = options.random ?? Math.random;
  const result: z.input<typeof simulateReturnsResponse> = { requested: [], refused_by_gateway: 0 };
  for (let index = 0; index < options.count; index += 1) {
    const orderId = options.orderId ?? (await returnableOrder(ctx, sim.supplierId)) ?? (await completedOrder(ctx, sim));
    const found = orderId ? await readOrderForReturn(ctx.orders, { supplierId: sim.supplierId, id: orderId }) : null;
    const lines = found?.lines.filter((line) => line.productId !== null) ?? [];
    if (!found || lines.length === 0) {
      result.refused_by_gateway += 1;
      continue;
    }
    const reason = options.reason ?? pickReason(random);
    const kind = options.kind ?? (random() < 0.1 ? 'exchange' : 'return');
    const card = found.order.paymentMethod === 'card_online';
    const body: PlaceReturnRequest = {
      external_id: `sim-return-${Date.now().toString(36)}-${Math.floor(random() * 1e9).toString(36)}`,
      supplier_id: sim.supplierId,
      order_external_id: found.order.externalId,
      kind,
      reason,
      comment: COMMENTS[reason],
      photos: [],
      refund_preference: kind === 'exchange' ? null : card ? 'original_payment' : 'bank_transfer',
      refund_iban: kind === 'exchange' || card ? null : BUYER_IBAN,
      items: lines.slice(0, 1 + Math.floor(random() * 2)).map((line) => ({
        product_id: line.productId!,
        quantity: 1 + Math.floor(random() * line.quantity),
      })),
    };
    const response = await sim.post(MARKETPLACE_RETURNS_PATH, body);
    const answer = (await response.json()) as { data?: { id: number; number: string } };
    if (response.status !== 201 || !answer.data) {
      result.refused_by_gateway += 1;
      continue;
    }
    result.requested.push({ id: answer.data.id, number: answer.data.number, order_id: found.order.id });
  }
  return result;
}
