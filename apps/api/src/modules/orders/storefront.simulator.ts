import { sql } from 'drizzle-orm';
import { carriers, type Carrier } from '@supplier/contracts/deliveries';
import { MARKETPLACE_PATHS, type PlaceOrderRequest } from '@supplier/contracts/marketplace';
import { paymentMethodIds, type PaymentMethodId } from '@supplier/contracts/payment-methods';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { productReads } from '../catalog';
import { deliveriesRepository } from '../deliveries';
import { paymentMethodsRepository } from '../payment-methods';
import { randomBuyer, randomDestination, type Random } from './orders.buyers';
import { signedPost } from '../marketplace';

/**
 * The marketplace's storefront, simulated: it reads the supplier's own offer (active products in
 * stock, the payment and delivery methods they enabled) and speaks the gateway as a real client,
 * over HTTP with signed requests. About 1 order in 12 is cancelled by the buyer, card orders
 * are paid, and buyers of pickup orders that wait come for them (1 in 10 refuses).
 */
export interface SimulatorOptions {
  db: Db;
  /** Where the API listens, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  secret: string;
  supplierId: number;
  count: number;
  /** Orders per second; unlimited when absent. */
  rate?: number;
  random?: Random;
}

export interface SimulationResult {
  placed: number;
  cancelled: number;
  paid: number;
  picked_up: number;
  refused: number;
  /** Placements the gateway refused (out of stock and the like). */
  refused_by_gateway: number;
}

const CANCEL_RATE = 1 / 12;
const REFUSAL_RATE = 1 / 10;

async function offerOf(db: Db, supplierId: number) {
  const [items, payments, deliveries] = await Promise.all([
    productReads(db).someOf(supplierId, { limit: 200, random: true, inStock: true }),
    paymentMethodsRepository(db).list(supplierId),
    deliveriesRepository(db).methods.list(supplierId),
  ]);
  const payment = payments
    .filter((row) => row.enabled)
    .map((row) => row.method)
    .filter((m) => (paymentMethodIds as readonly string[]).includes(m));
  const delivery = deliveries
    .filter((row) => row.enabled)
    .map((row) => row.carrier)
    .filter((c) => (carriers as readonly string[]).includes(c));
  return {
    items,
    payments: (payment.length > 0 ? payment : ['cod']) as PaymentMethodId[],
    carriers: (delivery.length > 0 ? delivery : ['novaposhta']) as Carrier[],
  };
}

const recipientOf = ({ name, phone }: { name: string; phone: string }) => ({ name, phone });
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function simulateOrders(options: SimulatorOptions): Promise<SimulationResult> {
  const random = options.random ?? Math.random;
  const result: SimulationResult = {
    placed: 0,
    cancelled: 0,
    paid: 0,
    picked_up: 0,
    refused: 0,
    refused_by_gateway: 0,
  };
  const call = async (path: string, body: unknown) => {
    const response = await signedPost(options.secret, new URL(path, options.baseUrl), body);
    return { status: response.status, body: (await response.json()) as { data?: { total: number } } };
  };

  const offer = await offerOf(options.db, options.supplierId);
  for (let index = 0; index < options.count && offer.items.length > 0; index += 1) {
    const started = Date.now();
    const lines = new Map<number, number>();
    const size = 1 + Math.floor(random() * random() * 4);
    for (let n = 0; n < size; n += 1) {
      const item = pick(random, offer.items);
      lines.set(item.id, Math.min(item.stock, (lines.get(item.id) ?? 0) + (random() < 0.8 ? 1 : 2)));
    }
    const carrier = pick(random, offer.carriers);
    const destination = randomDestination(random, carrier);
    const buyer = randomBuyer(random);
    const order: PlaceOrderRequest = {
      external_id: `sim-${Date.now().toString(36)}-${Math.floor(random() * 1e9).toString(36)}`,
      supplier_id: options.supplierId,
      buyer,
      recipient: random() < 0.15 ? recipientOf(randomBuyer(random)) : null,
      comment: random() < 0.2 ? 'Зателефонуйте, будь ласка, перед відправкою.' : null,
      delivery: {
        carrier,
        city: destination.city,
        branch: destination.branch,
        address: destination.address,
        city_ref: destination.cityRef,
        warehouse_ref: destination.warehouseRef,
        cost: carrier === 'pickup' ? 0 : 70 + Math.floor(random() * 60),
      },
      payment: { method: pick(random, offer.payments) },
      items: [...lines].map(([product_id, quantity]) => ({ product_id, quantity })),
    };
    const placed = await call(MARKETPLACE_PATHS.orders, order);
    if (placed.status !== 201) {
      result.refused_by_gateway += 1;
    } else {
      result.placed += 1;
      if (order.payment.method === 'card_online' && placed.body.data) {
        await call(MARKETPLACE_PATHS.payment(order.external_id), { amount: placed.body.data.total });
        result.paid += 1;
      }
      if (random() < CANCEL_RATE) {
        await call(MARKETPLACE_PATHS.cancel(order.external_id), { comment: 'Передумав(ла)' });
        result.cancelled += 1;
      }
    }
    if (options.rate) await sleep(Math.max(0, 1000 / options.rate - (Date.now() - started)));
  }
  await collectWaiting(options, random, call, result);
  return result;
}

/** Buyers of pickup orders that wait come for them; a few refuse. */
async function collectWaiting(
  options: SimulatorOptions,
  random: Random,
  call: (path: string, body: unknown) => Promise<{ status: number }>,
  result: SimulationResult,
) {
  const waiting = rowsOf<{ external_id: string }>(
    await options.db.execute(sql`select external_id from orders
      where supplier_id = ${options.supplierId} and carrier = 'pickup' and status = 'awaiting_pickup' limit 50`),
  );
  for (const { external_id } of waiting) {
    const outcome = random() < REFUSAL_RATE ? 'refused' : 'picked_up';
    if ((await call(MARKETPLACE_PATHS.pickup(external_id), { outcome })).status === 200) {
      result[outcome] += 1;
    }
  }
}
