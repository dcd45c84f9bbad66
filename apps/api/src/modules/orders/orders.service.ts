import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type { Carrier } from '@supplier/contracts/deliveries';
import type { PickupRequest, placeOrderRequest } from '@supplier/contracts/marketplace';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money-ledger';
import {
  COMMISSIONED_PAYMENT_METHODS,
  MARKETPLACE_COMMISSION_DEFAULT_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  ORDER_TAB_STATUSES,
  PRE_SHIPMENT_STATUSES,
  cancelReasonLabels,
  deliveryStatusLabels,
  isTransitionAllowed,
  nextStatuses,
  orderStatusLabels,
  orderTabs,
  paymentStatusLabels,
  type BulkAcceptResponse,
  type CancelReason,
  type DeliveryStatus,
  type OrderActor,
  type OrderCounts,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type OrdersFilter,
  type PaymentStatus,
} from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { httpErrors } from '../../errors';
import type { RealtimeEvents } from '../broadcasting/realtime-events';
import type { NotificationTextKey } from '../notifications/notification-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import { emitWebhookEvent } from '../integrations/webhooks/webhook-events.repository';
import { decodeOrdersCursor, encodeOrdersCursor } from './orders.cursor';
import { settleOrderMoney } from './orders.money';
import { ordersText } from './orders.messages';
import type { NewOrder, OrderRow, OrdersRepository } from './orders.repository';

/** A waybill made at Nova Poshta for an order. */
export interface Waybill {
  ttn: string;
  ref: string;
  cityRef: string;
  warehouseRef: string;
}

/** A carrier's tracking answer, and the order status it means (null: no move). */
export interface TrackingReading {
  code: string;
  text: string;
  at: Date;
  target: { status: OrderStatus; delivery?: DeliveryStatus } | null;
}

/** The shortest way forward from `from` to `to` a carrier can move an order (never through a cancel). */
export function carrierPath(from: OrderStatus, to: OrderStatus, carrier: Carrier): OrderStatus[] {
  const queue: { at: OrderStatus; path: OrderStatus[] }[] = [{ at: from, path: [] }];
  const seen = new Set<OrderStatus>([from]);
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    for (const next of nextStatuses(at, carrier)) {
      if (next === 'cancelled' || seen.has(next)) continue;
      if (next === to) return [...path, next];
      seen.add(next);
      queue.push({ at: next, path: [...path, next] });
    }
  }
  return [];
}

type PlaceOrder = z.output<typeof placeOrderRequest>;

export interface OrdersServiceDeps {
  repo: OrdersRepository;
  events: RealtimeEvents;
  notifications: Pick<NotificationsService, 'notify'>;
  log: FastifyBaseLogger;
}

/** Who makes a change: the panel (with the signed-in account), the gateway or the carrier. */
export interface Actor {
  actor: OrderActor;
  userId?: number | null;
}

/** Statuses in which the goods have left the shelf. */
const TAKEN_STATUSES: readonly OrderStatus[] = ['shipped', 'delivering', 'awaiting_pickup', 'completed'];
const isPreShipment = (status: OrderStatus) => (PRE_SHIPMENT_STATUSES as readonly OrderStatus[]).includes(status);

const DELIVERY_ON_ENTER: Partial<Record<OrderStatus, DeliveryStatus>> = {
  shipped: 'shipped',
  delivering: 'in_transit',
  awaiting_pickup: 'at_branch',
  completed: 'received',
  returned: 'returned',
};

const money = (kopiyky: number) => ({ value: kopiykyToHryvnias(kopiyky), format: formatMoney(kopiyky) });

export function ordersService({ repo, events, notifications, log }: OrdersServiceDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(ordersText(locale, 'order_not_found'));

  /** Stock, delivery and payment effects of moving `order` to `to`, in the caller's transaction. */
  async function transition(
    tx: Db,
    order: OrderRow,
    to: OrderStatus,
    who: Actor,
    extra: { reason?: CancelReason; comment?: string | null; delivery?: DeliveryStatus } = {},
  ): Promise<OrderRow> {
    const lines = (await repo.lineItems(tx, order.id)).filter((line) => line.productId !== null);
    const taken = TAKEN_STATUSES.includes(order.status);
    const move = (stock: number, shelving: number) =>
      repo.moveStock(
        tx,
        order.supplierId,
        lines.map((line) => ({
          productId: line.productId!,
          stock: stock * line.quantity,
          shelving: shelving * line.quantity,
        })),
      );
    if (to === 'cancelled' || to === 'returned') await move(1, taken ? 1 : 0);
    else if (!taken && TAKEN_STATUSES.includes(to)) await move(0, -1);

    const changes: Partial<NewOrder> = { status: to };
    const delivery = extra.delivery ?? DELIVERY_ON_ENTER[to];
    if (delivery) changes.deliveryStatus = delivery;
    if (to === 'cancelled') changes.cancelReason = extra.reason ?? 'other';
    let payment: PaymentStatus | undefined;
    if (to === 'completed' && order.paymentMethod === 'cod') payment = 'paid';
    if ((to === 'cancelled' || to === 'returned') && order.paymentStatus !== 'pending') payment = 'refunded';
    if (payment) changes.paymentStatus = payment;

    const saved = await repo.update(tx, order, changes);
    await settleOrderMoney(tx, order, saved);
    await repo.addEvent(tx, order, {
      type: 'status_changed',
      ...who,
      data: {
        from: order.status,
        to,
        ...(extra.reason ? { reason: extra.reason } : {}),
        ...(extra.comment ? { comment: extra.comment } : {}),
      },
    });
    if (delivery && delivery !== order.deliveryStatus) {
      await repo.addEvent(tx, order, { type: 'delivery_changed', ...who, data: { to: delivery } });
    }
    if (payment) await repo.addEvent(tx, order, { type: 'payment_changed', ...who, data: { to: payment } });
    await emitWebhookEvent(tx, order.supplierId, 'order.status_changed', {
      order_id: saved.id,
      number: String(saved.number),
      external_id: saved.externalId,
      from: order.status,
      to,
      ...(extra.reason ? { reason: extra.reason } : {}),
      actor: who.actor,
      payment_status: saved.paymentStatus,
      delivery_status: saved.deliveryStatus,
    });
    return saved;
  }

  async function tabCounts(supplierId: number): Promise<OrderCounts> {
    const byStatus = await repo.counts(supplierId);
    const counts = {} as OrderCounts;
    for (const tab of orderTabs) {
      counts[tab] = ORDER_TAB_STATUSES[tab].reduce((sum: number, status: OrderStatus) => sum + byStatus[status], 0);
    }
    return counts;
  }

  function listItem(
    row: OrderRow,
    storeName: string | null,
    preview: { name: string; quantity: number; image: string | null }[],
  ): OrderListItem {
    return {
      id: row.id,
      number: String(row.number),
      status: row.status,
      buyer: { name: row.buyerName, phone: row.buyerPhone, email: row.buyerEmail },
      items_preview: preview,
      items_count: row.itemsCount,
      total: kopiykyToHryvnias(row.total),
      total_format: formatMoney(row.total),
      payment: { method: row.paymentMethod, status: row.paymentStatus },
      delivery: { carrier: row.carrier, city: row.city, ttn: row.ttn, status: row.deliveryStatus },
      store: row.storeId !== null && storeName !== null ? { id: row.storeId, name: storeName } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Tells the supplier's open panels (list and tab counts) that an order appeared or changed. */
  async function announce(row: OrderRow, created: boolean) {
    const [items, storeName, counts] = await Promise.all([
      repo.items(row.supplierId, row.id),
      repo.storeName(row.supplierId, row.storeId),
      tabCounts(row.supplierId),
    ]);
    const preview = items.slice(0, 3).map((item) => ({ name: item.name, quantity: item.quantity, image: item.image }));
    const payload = { order: listItem(row, storeName, preview), counts };
    await (created ? events.orderCreated(row.supplierId, payload) : events.orderChanged(row.supplierId, payload));
  }

  /** The bell (`order` notification) and the live list for a new order; never fails the placement. */
  async function announceNew(order: OrderRow) {
    try {
      await notifications.notify(order.supplierId, {
        type: 'order',
        key: 'order_created',
        params: { order: order.number, total: formatMoney(order.total) },
        data: { link: `/orders/${order.id}`, order_id: order.id },
      });
      await announce(order, true);
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'new order not announced');
    }
  }

  /** A notification about an order (the bell and the supplier's channels); never fails the change. */
  async function notifyAbout(
    order: OrderRow,
    type: 'ttn_added' | 'shipment_sent' | 'remind_after_3_days',
    key: NotificationTextKey,
    params: Record<string, string | number>,
  ) {
    try {
      await notifications.notify(order.supplierId, {
        type,
        key,
        params: { order: order.number, ...params },
        data: { link: `/orders/${order.id}`, order_id: order.id },
      });
    } catch (error) {
      log.warn({ err: error, orderId: order.id, type }, 'order notification not sent');
    }
  }

  function eventText(locale: Locale, type: string, data: Record<string, unknown>): string {
    const status = (key: unknown) => orderStatusLabels[locale][key as OrderStatus] ?? String(key);
    switch (type) {
      case 'placed':
        return ordersText(locale, 'event_placed');
      case 'status_changed':
        return data.to === 'cancelled' && data.reason
          ? ordersText(locale, 'event_cancelled', {
              reason: cancelReasonLabels[locale][data.reason as CancelReason] ?? String(data.reason),
            })
          : ordersText(locale, 'event_status', { from: status(data.from), to: status(data.to) });
      case 'payment_changed':
        return ordersText(locale, 'event_payment', {
          status: paymentStatusLabels[locale][data.to as PaymentStatus] ?? String(data.to),
        });
      case 'delivery_changed':
        return ordersText(locale, 'event_delivery', {
          status: deliveryStatusLabels[locale][data.to as DeliveryStatus] ?? String(data.to),
        });
      case 'note_changed':
        return ordersText(locale, 'event_note');
      case 'waybill_created':
        return ordersText(locale, 'event_waybill_created', { ttn: String(data.ttn ?? '') });
      case 'waybill_deleted':
        return ordersText(locale, 'event_waybill_deleted', { ttn: String(data.ttn ?? '') });
      default:
        return ordersText(locale, 'event_items');
    }
  }

  async function detail(supplierId: number, id: number, locale: Locale): Promise<OrderDetail> {
    const row = await repo.get(supplierId, id);
    if (!row) throw notFound(locale);
    const [items, history, storeName] = await Promise.all([
      repo.items(supplierId, id),
      repo.events(supplierId, id),
      repo.storeName(supplierId, row.storeId),
    ]);
    const total = money(row.total);
    const commission = money(row.commission);
    const receives = money(row.total - row.commission);
    const subtotal = money(row.subtotal);
    const deliveryCost = money(row.deliveryCost);
    return {
      id: row.id,
      number: String(row.number),
      status: row.status,
      next_statuses: nextStatuses(row.status, row.carrier),
      buyer: { name: row.buyerName, phone: row.buyerPhone, email: row.buyerEmail },
      recipient: { name: row.recipientName, phone: row.recipientPhone },
      store: row.storeId !== null && storeName !== null ? { id: row.storeId, name: storeName } : null,
      items: items.map((item) => ({
        id: Number(item.id),
        product_id: item.product_id === null ? null : Number(item.product_id),
        name: item.name,
        sku: item.sku,
        image: item.image,
        price: kopiykyToHryvnias(Number(item.price)),
        price_format: formatMoney(Number(item.price)),
        quantity: item.quantity,
        total: kopiykyToHryvnias(Number(item.price) * item.quantity),
        total_format: formatMoney(Number(item.price) * item.quantity),
        shelving_code: item.shelving_code,
      })),
      can_edit_items: isPreShipment(row.status) && row.paymentStatus === 'pending',
      subtotal: subtotal.value,
      subtotal_format: subtotal.format,
      delivery_cost: deliveryCost.value,
      delivery_cost_format: deliveryCost.format,
      total: total.value,
      total_format: total.format,
      commission: commission.value,
      commission_format: commission.format,
      commission_percent: row.commissionBp / 100,
      supplier_receives: receives.value,
      supplier_receives_format: receives.format,
      delivery: {
        carrier: row.carrier,
        city: row.city,
        branch: row.branch,
        address: row.address,
        ttn: row.ttn,
        status: row.deliveryStatus,
        tracking:
          row.trackingCode !== null && row.trackedAt !== null
            ? { code: row.trackingCode, text: row.trackingText ?? '', checked_at: row.trackedAt.toISOString() }
            : null,
        can_create_waybill: row.carrier === 'novaposhta' && row.ttn === null && isPreShipment(row.status),
        can_delete_waybill: row.waybillRef !== null && isPreShipment(row.status) && (row.trackingCode ?? '1') === '1',
      },
      payment: {
        method: row.paymentMethod,
        status: row.paymentStatus,
        prepaid: row.prepaid === null ? null : kopiykyToHryvnias(row.prepaid),
        prepaid_format: row.prepaid === null ? null : formatMoney(row.prepaid),
      },
      cancel_reason: row.cancelReason,
      buyer_comment: row.buyerComment,
      note: row.note,
      history: history.map((event) => ({
        id: Number(event.id),
        type: event.type,
        actor: event.actor,
        user: event.user_id === null ? null : { id: Number(event.user_id), name: event.user_name ?? '' },
        data: event.data,
        text: eventText(locale, event.type, event.data),
        created_at: new Date(event.created_at).toISOString(),
      })),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** A gateway call on an existing order: locked by its storefront id, then `work`. */
  async function onExternal(
    externalId: string,
    locale: Locale,
    work: (tx: Db, order: OrderRow) => Promise<OrderRow | null>,
  ): Promise<OrderRow> {
    const result = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, { externalId });
      if (!order) throw notFound(locale);
      const changed = await work(tx, order);
      return { row: changed ?? order, changed: changed !== null };
    });
    if (result.changed) await announce(result.row, false);
    return result.row;
  }

  return {
    detail,
    counts: tabCounts,

    async list(supplierId: number, filter: OrdersFilter, locale: Locale) {
      const cursor = filter.cursor ? decodeOrdersCursor(filter.cursor, filter.sort, filter.order) : null;
      if (filter.cursor && !cursor) {
        const text = ordersText(locale, 'invalid_cursor');
        throw httpErrors.unprocessable('invalid_cursor', text, { cursor: [text] });
      }
      const rows = await repo.page(supplierId, filter, cursor);
      const page = rows.slice(0, filter.per_page);
      const last = page.at(-1);
      return {
        data: page.map((row) => listItem(row.order, row.storeName, row.preview)),
        meta: {
          per_page: filter.per_page,
          next_cursor:
            rows.length > filter.per_page && last
              ? encodeOrdersCursor({
                  sort: filter.sort,
                  order: filter.order,
                  value: filter.sort === 'created_at' ? last.sortValue : Number(last.sortValue),
                  id: last.order.id,
                })
              : null,
        },
      };
    },

    /** The ticked new orders go to processing one by one; each answers for itself. */
    async acceptMany(supplierId: number, userId: number, ids: number[], locale: Locale): Promise<BulkAcceptResponse> {
      const data: BulkAcceptResponse['data'] = [];
      for (const id of new Set(ids)) {
        const outcome = await repo.transaction(async (tx) => {
          const order = await repo.lock(tx, { supplierId, id });
          if (!order || order.status !== 'new') return { order, saved: null };
          return { order, saved: await transition(tx, order, 'processing', { actor: 'panel', userId }) };
        });
        const { order, saved } = outcome;
        if (!order) {
          data.push({ id, number: null, ok: false, message: ordersText(locale, 'order_not_found') });
        } else if (!saved) {
          const status = orderStatusLabels[locale][order.status];
          data.push({
            id,
            number: String(order.number),
            ok: false,
            message: ordersText(locale, 'accept_not_new', { status }),
          });
        } else {
          await announce(saved, false);
          const to = orderStatusLabels[locale][saved.status];
          data.push({
            id,
            number: String(saved.number),
            ok: true,
            message: ordersText(locale, 'status_changed', { number: saved.number, to }),
          });
        }
      }
      return { data };
    },

    async changeStatus(
      supplierId: number,
      userId: number,
      id: number,
      body: { to: OrderStatus; version: number; reason?: CancelReason; comment?: string },
      locale: Locale,
      /** `api`: made through the supplier API; the history shows it so, with no person. */
      via: 'panel' | 'api' = 'panel',
    ) {
      const saved = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, { supplierId, id });
        if (!order) throw notFound(locale);
        if (order.version !== body.version) {
          throw httpErrors.conflict('version_conflict', ordersText(locale, 'version_conflict'));
        }
        if (!isTransitionAllowed(order.status, body.to, order.carrier)) {
          const text = ordersText(locale, 'illegal_transition', {
            from: orderStatusLabels[locale][order.status],
            to: orderStatusLabels[locale][body.to],
          });
          throw httpErrors.unprocessable('illegal_transition', text, { to: [text] });
        }
        return transition(tx, order, body.to, { actor: via, userId: via === 'panel' ? userId : null }, body);
      });
      await announce(saved, false);
      return {
        message: ordersText(locale, 'status_changed', {
          number: String(saved.number),
          to: orderStatusLabels[locale][saved.status],
        }),
        data: await detail(supplierId, id, locale),
      };
    },

    /**
     * Replaces the lines of an unpaid order before shipment: stock moves by the difference (a new
     * or larger line must be in stock), prices of kept products stay as sold, totals and the
     * commission are counted again, and the history keeps what was and what is.
     */
    async editItems(
      supplierId: number,
      userId: number,
      id: number,
      body: { version: number; items: { product_id: number; quantity: number }[] },
      locale: Locale,
    ) {
      const saved = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, { supplierId, id });
        if (!order) throw notFound(locale);
        if (order.version !== body.version) {
          throw httpErrors.conflict('version_conflict', ordersText(locale, 'version_conflict'));
        }
        if (!isPreShipment(order.status) || order.paymentStatus !== 'pending') {
          throw httpErrors.unprocessable('items_locked', ordersText(locale, 'items_locked'));
        }
        const before = await repo.fullLines(tx, order.id);
        const wanted = new Map<number, number>();
        for (const item of body.items) wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
        const had = new Map<number, number>();
        for (const line of before) {
          if (line.productId !== null) had.set(line.productId, (had.get(line.productId) ?? 0) + line.quantity);
        }
        const ids = [...new Set([...wanted.keys(), ...had.keys()])];
        const locked = new Map((await repo.lockProducts(tx, supplierId, ids)).map((p) => [p.id, p]));
        for (const [index, item] of body.items.entries()) {
          const product = locked.get(item.product_id);
          if (!product || (product.status !== 'active' && !had.has(item.product_id))) {
            const text = ordersText(locale, 'product_unavailable', { id: item.product_id });
            throw httpErrors.unprocessable('product_unavailable', text, { [`items.${index}.product_id`]: [text] });
          }
        }
        const moves: { productId: number; stock: number; shelving: number }[] = [];
        for (const productId of ids) {
          const delta = (wanted.get(productId) ?? 0) - (had.get(productId) ?? 0);
          if (delta === 0 || !locked.has(productId)) continue;
          const product = locked.get(productId)!;
          if (delta > 0 && product.stock < delta) {
            throw httpErrors.conflict(
              'out_of_stock',
              ordersText(locale, 'out_of_stock', { name: product.name, sku: product.sku, available: product.stock }),
            );
          }
          moves.push({ productId, stock: -delta, shelving: 0 });
        }
        await repo.moveStock(tx, supplierId, moves);
        const soldAt = new Map(before.filter((l) => l.productId !== null).map((l) => [l.productId!, l]));
        const lines = [...wanted].map(([productId, quantity]) => {
          const product = locked.get(productId)!;
          const kept = soldAt.get(productId);
          return {
            productId,
            name: kept?.name ?? product.name,
            sku: kept?.sku ?? product.sku,
            image: kept?.image ?? product.image,
            price: kept?.price ?? product.price,
            quantity,
            topCategory: product.top_category,
          };
        });
        await repo.replaceItems(
          tx,
          order,
          lines.map(({ topCategory: _, ...line }) => line),
        );
        const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
        const commission = commissionOf(order.paymentMethod, lines);
        const row = await repo.update(tx, order, {
          subtotal,
          total: subtotal + order.deliveryCost,
          commission,
          commissionBp: subtotal > 0 ? Math.round((commission * 10_000) / subtotal) : 0,
          itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        });
        const summary = (list: { sku: string; quantity: number }[]) =>
          list.map((line) => ({ sku: line.sku, quantity: line.quantity }));
        await repo.addEvent(tx, order, {
          type: 'items_changed',
          actor: 'panel',
          userId,
          data: {
            before: summary(before),
            after: summary(lines),
            total_before: kopiykyToHryvnias(order.total),
            total_after: kopiykyToHryvnias(row.total),
          },
        });
        return row;
      });
      await announce(saved, false);
      return {
        message: ordersText(locale, 'items_saved', { number: saved.number }),
        data: await detail(supplierId, id, locale),
      };
    },

    async saveNote(supplierId: number, userId: number, id: number, note: string, locale: Locale) {
      const saved = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, { supplierId, id });
        if (!order) throw notFound(locale);
        if (order.note === note) return order;
        const row = await repo.update(tx, order, { note });
        await repo.addEvent(tx, order, { type: 'note_changed', actor: 'panel', userId, data: {} });
        return row;
      });
      return {
        message: ordersText(locale, 'note_saved', { number: saved.number }),
        data: await detail(supplierId, id, locale),
      };
    },

    /**
     * Places an order from the storefront: the products are locked in id order, stock is
     * reserved, and a repeated storefront id answers the order it made (`created: false`).
     */
    async place(input: PlaceOrder, locale: Locale): Promise<{ order: OrderRow; created: boolean }> {
      const existing = await repo.byExternalId(input.external_id);
      if (existing) return { order: existing, created: false };
      const wanted = new Map<number, number>();
      for (const item of input.items) wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
      let order: OrderRow;
      try {
        order = await repo.transaction(async (tx) => {
          if (input.store_id !== null && !(await repo.storeBelongs(tx, input.supplier_id, input.store_id))) {
            const text = ordersText(locale, 'store_unknown');
            throw httpErrors.unprocessable('store_unknown', text, { store_id: [text] });
          }
          const locked = new Map(
            (await repo.lockProducts(tx, input.supplier_id, [...wanted.keys()])).map((p) => [p.id, p]),
          );
          for (const [index, item] of input.items.entries()) {
            const product = locked.get(item.product_id);
            if (!product || product.status !== 'active') {
              const text = ordersText(locale, 'product_unavailable', { id: item.product_id });
              throw httpErrors.unprocessable('product_unavailable', text, { [`items.${index}.product_id`]: [text] });
            }
          }
          for (const [productId, quantity] of wanted) {
            const product = locked.get(productId)!;
            if (product.stock < quantity) {
              throw httpErrors.conflict(
                'out_of_stock',
                ordersText(locale, 'out_of_stock', { name: product.name, sku: product.sku, available: product.stock }),
              );
            }
          }
          await repo.moveStock(
            tx,
            input.supplier_id,
            [...wanted].map(([productId, quantity]) => ({ productId, stock: -quantity, shelving: 0 })),
          );
          const items = input.items.map((item) => {
            const product = locked.get(item.product_id)!;
            return {
              productId: product.id,
              name: product.name,
              sku: product.sku,
              image: product.image,
              price: product.price,
              quantity: item.quantity,
            };
          });
          const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
          const commission = commissionOf(
            input.payment.method,
            input.items.map((item) => {
              const product = locked.get(item.product_id)!;
              return { price: product.price, quantity: item.quantity, topCategory: product.top_category };
            }),
          );
          const deliveryCost = hryvniasToKopiyky(input.delivery.cost);
          const recipient = input.recipient ?? input.buyer;
          const row = await repo.insert(
            tx,
            {
              supplierId: input.supplier_id,
              storeId: input.store_id,
              externalId: input.external_id,
              buyerName: input.buyer.name,
              buyerPhone: input.buyer.phone,
              buyerEmail: input.buyer.email,
              recipientName: recipient.name,
              recipientPhone: recipient.phone,
              buyerComment: input.comment,
              carrier: input.delivery.carrier,
              city: input.delivery.city,
              branch: input.delivery.branch,
              address: input.delivery.address,
              cityRef: input.delivery.city_ref,
              warehouseRef: input.delivery.warehouse_ref,
              paymentMethod: input.payment.method,
              subtotal,
              deliveryCost,
              total: subtotal + deliveryCost,
              commission,
              commissionBp: subtotal > 0 ? Math.round((commission * 10_000) / subtotal) : 0,
              itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
            },
            items,
          );
          await repo.addEvent(tx, row, { type: 'placed', actor: 'gateway', data: {} });
          await emitWebhookEvent(
            tx,
            row.supplierId,
            'order.created',
            {
              order_id: row.id,
              number: String(row.number),
              external_id: row.externalId,
              store_id: row.storeId,
              status: row.status,
              total: kopiykyToHryvnias(row.total),
              payment: { method: row.paymentMethod, status: row.paymentStatus },
              delivery: { carrier: row.carrier, city: row.city, branch: row.branch },
              items: items.map((item) => ({
                product_id: item.productId,
                sku: item.sku,
                name: item.name,
                price: kopiykyToHryvnias(item.price),
                quantity: item.quantity,
              })),
            },
            row.createdAt,
          );
          return row;
        });
      } catch (error) {
        // The same storefront id placed at the same moment: the other request made the order.
        const again = isUniqueViolation(error) ? await repo.byExternalId(input.external_id) : undefined;
        if (again) return { order: again, created: false };
        throw error;
      }
      await announceNew(order);
      return { order, created: true };
    },

    /**
     * The card payment (or a COD prepayment) was captured; a repeat changes nothing. A payment is
     * the order's total to the kopiyka, a COD prepayment at most the total; any other amount is
     * refused (422 `payment_amount`), on a repeat too.
     */
    paymentCaptured(externalId: string, amount: number, locale: Locale) {
      const paid = hryvniasToKopiyky(amount);
      return onExternal(externalId, locale, async (tx, order) => {
        const to: PaymentStatus = order.paymentMethod === 'cod' ? 'prepaid' : 'paid';
        if (to === 'paid' ? paid !== order.total : paid > order.total) {
          const key = to === 'paid' ? 'payment_not_total' : 'prepayment_over_total';
          const text = ordersText(locale, key, { amount: formatMoney(paid), total: formatMoney(order.total) });
          throw httpErrors.unprocessable('payment_amount', text, { amount: [text] });
        }
        if (order.paymentStatus !== 'pending') return null;
        const row = await repo.update(tx, order, { paymentStatus: to, ...(to === 'prepaid' ? { prepaid: paid } : {}) });
        await repo.addEvent(tx, order, { type: 'payment_changed', actor: 'gateway', data: { to, amount } });
        return row;
      });
    },

    /** The buyer cancels: only before shipment; a repeat changes nothing. */
    buyerCancel(externalId: string, comment: string | null, locale: Locale) {
      return onExternal(externalId, locale, async (tx, order) => {
        if (order.status === 'cancelled') return null;
        if (!isPreShipment(order.status)) {
          throw httpErrors.conflict('already_shipped', ordersText(locale, 'already_shipped'));
        }
        return transition(tx, order, 'cancelled', { actor: 'gateway' }, { reason: 'buyer_asked', comment });
      });
    },

    /** The buyer picked the parcel up, or refused it, at the branch; a repeat changes nothing. */
    pickup(externalId: string, outcome: PickupRequest['outcome'], locale: Locale) {
      return onExternal(externalId, locale, async (tx, order) => {
        const done =
          outcome === 'picked_up' ? order.status === 'completed' : ['cancelled', 'returned'].includes(order.status);
        if (done) return null;
        const waiting =
          order.carrier === 'pickup' ? order.status === 'awaiting_pickup' : TAKEN_STATUSES.includes(order.status);
        if (!waiting || order.status === 'completed') {
          throw httpErrors.conflict('pickup_not_ready', ordersText(locale, 'pickup_not_ready'));
        }
        if (outcome === 'picked_up') return transition(tx, order, 'completed', { actor: 'gateway' });
        if (order.carrier === 'pickup') {
          return transition(tx, order, 'cancelled', { actor: 'gateway' }, { reason: 'buyer_refused' });
        }
        return transition(tx, order, 'returned', { actor: 'gateway' }, { delivery: 'refused' });
      });
    },

    /**
     * Keeps a waybill made at Nova Poshta for `read` (the order as it was read before): null when
     * the order changed meanwhile or got another waybill, so the caller deletes this one again.
     */
    async attachWaybill(
      read: OrderRow,
      waybill: Waybill,
      userId: number,
      via: 'panel' | 'api' = 'panel',
    ): Promise<OrderRow | null> {
      const saved = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, { supplierId: read.supplierId, id: read.id });
        if (!order || order.version !== read.version || order.ttn !== null) return null;
        const row = await repo.update(tx, order, {
          ttn: waybill.ttn,
          waybillRef: waybill.ref,
          cityRef: waybill.cityRef,
          warehouseRef: waybill.warehouseRef,
          trackingCode: null,
          trackingText: null,
          trackedAt: null,
        });
        await repo.addEvent(tx, order, {
          type: 'waybill_created',
          actor: via,
          userId: via === 'panel' ? userId : null,
          data: { ttn: waybill.ttn },
        });
        return row;
      });
      if (saved) {
        await announce(saved, false);
        await notifyAbout(saved, 'ttn_added', 'ttn_added', { ttn: waybill.ttn });
      }
      return saved;
    },

    /** Forgets the waybill of `read` once Nova Poshta deleted it; null when it is not that waybill any more. */
    async detachWaybill(read: OrderRow, userId: number): Promise<OrderRow | null> {
      const saved = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, { supplierId: read.supplierId, id: read.id });
        if (!order || order.ttn === null || order.ttn !== read.ttn) return null;
        const row = await repo.update(tx, order, {
          ttn: null,
          waybillRef: null,
          trackingCode: null,
          trackingText: null,
          trackedAt: null,
        });
        await repo.addEvent(tx, order, { type: 'waybill_deleted', actor: 'panel', userId, data: { ttn: order.ttn } });
        return row;
      });
      if (saved) await announce(saved, false);
      return saved;
    },

    /**
     * Applies what the carrier says of the waybill of `read`: the order walks forward to the status
     * it means (each step in its history, stock and payment with it), and the tracking text is kept.
     * Answers the statuses it passed through.
     */
    async applyTracking(read: OrderRow, reading: TrackingReading): Promise<OrderStatus[]> {
      const result = await repo.transaction(async (tx) => {
        let order = await repo.lock(tx, { supplierId: read.supplierId, id: read.id });
        if (!order || order.ttn !== read.ttn) return null;
        const target = reading.target;
        const hops = target ? carrierPath(order.status, target.status, order.carrier) : [];
        for (const to of hops) {
          const delivery = to === target!.status ? target!.delivery : undefined;
          order = await transition(tx, order, to, { actor: 'carrier' }, delivery ? { delivery } : {});
        }
        const changes: Partial<NewOrder> = {};
        if (order.trackingCode !== reading.code || order.trackingText !== reading.text) {
          changes.trackingCode = reading.code;
          changes.trackingText = reading.text;
        }
        if (hops.includes('awaiting_pickup')) changes.atBranchSince = reading.at;
        if (Object.keys(changes).length === 0) return { order, hops, changed: false };
        order = await repo.update(tx, order, { ...changes, trackedAt: reading.at });
        return { order, hops, changed: true };
      });
      if (!result) return [];
      if (!result.changed) {
        await repo.markTracked([read.id], reading.at);
        return [];
      }
      await announce(result.order, false);
      if (result.hops.includes('shipped')) {
        await notifyAbout(result.order, 'shipment_sent', 'shipment_sent', { ttn: result.order.ttn ?? '' });
      }
      return result.hops;
    },

    /** The supplier is told once that the parcel of `order` waits at the branch. */
    async remindWaiting(order: OrderRow, at: Date): Promise<boolean> {
      if (!(await repo.claimReminder(order.id, at))) return false;
      const branch = /№\s*(\d+)/.exec(order.branch ?? '')?.[1] ?? order.branch ?? '';
      await notifyAbout(order, 'remind_after_3_days', 'parcel_waiting', { ttn: order.ttn ?? '', branch });
      return true;
    },
  };
}

/** The marketplace's commission (kopiyky) on card payments: a percentage per top-level category. */
function commissionOf(method: string, lines: { price: number; quantity: number; topCategory: string }[]): number {
  if (!(COMMISSIONED_PAYMENT_METHODS as readonly string[]).includes(method)) return 0;
  return lines.reduce((sum, line) => {
    const percent = MARKETPLACE_COMMISSION_PERCENT[line.topCategory] ?? MARKETPLACE_COMMISSION_DEFAULT_PERCENT;
    return sum + Math.round((line.price * line.quantity * percent) / 100);
  }, 0);
}

/** Postgres unique_violation (23505) anywhere in the error's cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export type OrdersService = ReturnType<typeof ordersService>;
