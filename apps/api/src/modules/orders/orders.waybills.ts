import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import {
  PRE_SHIPMENT_STATUSES,
  type bulkWaybillRequest,
  type BulkWaybillResponse,
  type OrderStatus,
  type waybillRequest,
} from '@supplier/contracts/orders';
import type { Clock } from '../../drivers';
import { NovaPoshtaError, type NovaPoshtaClient, type ServiceType } from '../../drivers/novaposhta';
import { AppError, httpErrors } from '../../errors';
import type { DeliveriesRepository, SenderRow } from '../deliveries/deliveries.repository';
import type { NpKeysService } from '../deliveries/np-keys.service';
import { ordersText } from './orders.messages';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { OrdersService, Waybill } from './orders.service';
import { codAmount, stickerPdf } from './orders.sticker';

/** Nova Poshta's code for "Document can not be deleted, because it is already sent". */
const NP_DOCUMENT_SENT = '20000300462';

type WaybillInput = z.output<typeof waybillRequest>;
type Parcel = Omit<WaybillInput, 'version' | 'declared_value'> & { declared_value?: number };

export interface WaybillsDeps {
  orders: OrdersService;
  repo: OrdersRepository;
  deliveries: DeliveriesRepository;
  keys: NpKeysService;
  client: NovaPoshtaClient;
  clock: Clock;
  /** NOVAPOSHTA_DRIVER=live: the sticker is Nova Poshta's own printed marking, fetched with the key. */
  liveMarking: boolean;
  log: FastifyBaseLogger;
}

/** The sweep looks at an order this long after its waybill was asked (no waybill call lasts that long). */
export const WAYBILL_SWEEP_AFTER_MS = 5 * 60_000;
/** Orders swept in one run of the job. */
const SWEEP_BATCH = 100;
/** A waybill asked longer ago than this is given up when Nova Poshta keeps failing. */
const SWEEP_GIVE_UP_MS = 2 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Nova Poshta's 100×100 marking of a waybill as a PDF (PROTOCOLS 2.4, print URL). */
const markingUrl = (ref: string, apiKey: string) =>
  `https://my.novaposhta.ua/orders/printMarking100x100/orders[]/${encodeURIComponent(ref)}/type/pdf/apiKey/${encodeURIComponent(apiKey)}`;

/** `+380 67 123 45 67` → `380671234567`, as Nova Poshta takes phones. */
const npPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '380');

/** `Прізвище Ім'я По батькові` or `Ім'я Прізвище`: Nova Poshta wants them apart. */
function splitName(full: string): { firstName: string; lastName: string; middleName?: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length >= 3) return { lastName: parts[0]!, firstName: parts[1]!, middleName: parts.slice(2).join(' ') };
  if (parts.length === 2) return { firstName: parts[0]!, lastName: parts[1]! };
  return { firstName: parts[0] ?? full, lastName: parts[0] ?? full };
}

/** `dd.mm.yyyy` in Kyiv, the day the waybill is for. */
function npDate(at: Date): string {
  const [year, month, day] = at.toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' }).split('-');
  return `${day}.${month}.${year}`;
}

const isPreShipment = (status: OrderStatus) => (PRE_SHIPMENT_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Nova Poshta waybills (TTN) of orders: made with the supplier's sender settings and default key
 * (`Counterparty.save` for the recipient, then `InternetDocument.save`), deleted while the parcel
 * is not handed over. No database transaction is held across a Nova Poshta call: the order is
 * read, the waybill made, and then kept only if the order is still as read — otherwise the
 * waybill is deleted again and the supplier gets a 409.
 */
export function waybillsService({ orders, repo, deliveries, keys, client, clock, liveMarking, log }: WaybillsDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(ordersText(locale, 'order_not_found'));
  const conflict = (locale: Locale) => httpErrors.conflict('version_conflict', ordersText(locale, 'version_conflict'));

  function refuseUnlessPossible(order: OrderRow, locale: Locale) {
    if (order.carrier !== 'novaposhta') {
      throw httpErrors.unprocessable('waybill_not_novaposhta', ordersText(locale, 'waybill_not_novaposhta'));
    }
    if (order.ttn !== null) {
      throw httpErrors.conflict('waybill_exists', ordersText(locale, 'waybill_exists', { ttn: order.ttn }));
    }
    if (!isPreShipment(order.status)) {
      throw httpErrors.unprocessable('waybill_after_shipment', ordersText(locale, 'waybill_after_shipment'));
    }
  }

  /** The recipient's CityRef and warehouse Ref: as the storefront gave them, else found by name. */
  async function destination(apiKey: string, order: OrderRow, locale: Locale) {
    if (order.cityRef && order.warehouseRef) return { cityRef: order.cityRef, warehouseRef: order.warehouseRef };
    const unknown = () =>
      httpErrors.unprocessable('waybill_destination_unknown', ordersText(locale, 'waybill_destination_unknown'));
    if (!order.city || !order.branch) throw unknown();
    const cities = await client.getCities(apiKey, { findByString: order.city, limit: 20 });
    const city = cities.data.find((c) => c.description.toLowerCase() === order.city!.toLowerCase());
    if (!city) throw unknown();
    const number = /№\s*(\d+)/.exec(order.branch)?.[1];
    const warehouses = await client.getWarehouses(apiKey, {
      cityRef: city.ref,
      ...(number ? { warehouseId: number } : {}),
    });
    const warehouse =
      warehouses.data.find((w) => w.description === order.branch) ??
      (number ? warehouses.data.find((w) => String(w.number) === number) : undefined);
    if (!warehouse) throw unknown();
    return { cityRef: city.ref, warehouseRef: warehouse.ref };
  }

  async function make(apiKey: string, order: OrderRow, sender: SenderRow, parcel: Parcel, locale: Locale) {
    const to = await destination(apiKey, order, locale);
    const postomat = /^Поштомат/.test(order.branch ?? '');
    const fromWarehouse = sender.kind === 'warehouse';
    const serviceType: ServiceType = `${fromWarehouse ? 'Warehouse' : 'Doors'}${postomat ? 'Postomat' : 'Warehouse'}`;
    const recipient = await client.saveRecipient(apiKey, {
      ...splitName(order.recipientName),
      phone: npPhone(order.recipientPhone),
    });
    const total = kopiykyToHryvnias(order.total);
    const cod = kopiykyToHryvnias(codAmount(order));
    const seat = {
      volumetricWidth: 20,
      volumetricLength: 30,
      volumetricHeight: 10,
      weight: parcel.weight / parcel.seats,
    };
    const saved = await client.saveInternetDocument(apiKey, {
      payerType: parcel.payer,
      paymentMethod: 'Cash',
      dateTime: npDate(clock.now()),
      cargoType: 'Parcel',
      weight: parcel.weight,
      serviceType,
      seatsAmount: parcel.seats,
      description: parcel.description,
      cost: parcel.declared_value ?? Math.max(1, Math.round(total)),
      citySender: sender.cityRef,
      sender: sender.counterpartyRef,
      senderAddress: (fromWarehouse ? sender.warehouseRef : sender.addressRef) ?? '',
      contactSender: sender.contactRef,
      sendersPhone: npPhone(sender.contactPhone),
      cityRecipient: to.cityRef,
      recipient: recipient.data.ref,
      recipientAddress: to.warehouseRef,
      contactRecipient: recipient.data.contactRef,
      recipientsPhone: npPhone(order.recipientPhone),
      infoRegClientBarcodes: String(order.number),
      ...(cod > 0
        ? {
            backwardDeliveryData: [
              { payerType: 'Recipient' as const, cargoType: 'Money' as const, redeliveryString: cod },
            ],
          }
        : {}),
      optionsSeat: Array.from({ length: parcel.seats }, () => seat),
    });
    return { ttn: saved.data.intDocNumber, ref: saved.data.ref, ...to } satisfies Waybill;
  }

  /** Makes and keeps the waybill of `order` as read; throws the reason it cannot. */
  async function createFor(
    order: OrderRow,
    parcel: Parcel,
    userId: number,
    locale: Locale,
    via: 'panel' | 'api' = 'panel',
  ): Promise<OrderRow> {
    refuseUnlessPossible(order, locale);
    const sender = await deliveries.sender.find(order.supplierId);
    if (!sender) throw httpErrors.conflict('waybill_sender_missing', ordersText(locale, 'waybill_sender_missing'));
    return keys.withDefaultKey(order.supplierId, locale, async (apiKey) => {
      // Before Nova Poshta makes it: a process killed before the TTN is kept leaves a trace to sweep.
      await repo.markWaybillAsked(order.id, clock.now());
      const waybill = await make(apiKey, order, sender, parcel, locale);
      const saved = await orders.attachWaybill(order, waybill, userId, via);
      if (saved) return saved;
      // Someone changed the order meanwhile: the waybill made for the old one goes.
      await client.deleteInternetDocument(apiKey, waybill.ref).catch(() => undefined);
      throw conflict(locale);
    });
  }

  /**
   * Deletes the waybills Nova Poshta made for `order` that the order never kept (made with its
   * number as client barcode and its recipient's phone); answers how many.
   */
  async function sweepOne(order: OrderRow, asked: Date, now: Date): Promise<number> {
    return keys.withDefaultKey(order.supplierId, 'uk', async (apiKey) => {
      const listed = await client.getDocumentList(apiKey, {
        from: npDate(new Date(asked.getTime() - DAY_MS)),
        to: npDate(now),
      });
      const phone = npPhone(order.recipientPhone);
      const made = listed.data.filter((d) => d.clientBarcode === String(order.number) && d.recipientsPhone === phone);
      // Read again after the list: a waybill asked meanwhile is that attempt's, not an orphan.
      const current = await repo.get(order.supplierId, order.id);
      if (!current || current.waybillAskedAt?.getTime() !== asked.getTime()) return 0;
      const orphans = made.filter((d) => d.ref !== current.waybillRef).map((d) => d.ref);
      if (orphans.length > 0) await client.deleteInternetDocument(apiKey, orphans);
      return orphans.length;
    });
  }

  return {
    /** The `orders.waybills.sweep` job: orphaned waybills of orders asked at least 5 minutes ago. */
    async sweep(): Promise<number> {
      const now = clock.now();
      let deleted = 0;
      for (const order of await repo.waybillsAskedBefore(
        new Date(now.getTime() - WAYBILL_SWEEP_AFTER_MS),
        SWEEP_BATCH,
      )) {
        const asked = order.waybillAskedAt!;
        try {
          deleted += await sweepOne(order, asked, now);
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'orphaned waybills not swept');
          // Tried again next run, until Nova Poshta answers or the attempt is too old to matter.
          if (now.getTime() - asked.getTime() < SWEEP_GIVE_UP_MS) continue;
        }
        await repo.waybillSwept(order.id, asked);
      }
      return deleted;
    },

    async create(
      supplierId: number,
      userId: number,
      id: number,
      input: WaybillInput,
      locale: Locale,
      via: 'panel' | 'api' = 'panel',
    ) {
      const order = await repo.get(supplierId, id);
      if (!order) throw notFound(locale);
      if (order.version !== input.version) throw conflict(locale);
      const saved = await createFor(order, input, userId, locale, via);
      return {
        message: ordersText(locale, 'waybill_created', { ttn: saved.ttn ?? '', number: saved.number }),
        data: await orders.detail(supplierId, id, locale),
      };
    },

    /** One waybill per order, one after another, each with its own outcome; none stops the others. */
    async createMany(
      supplierId: number,
      userId: number,
      input: z.output<typeof bulkWaybillRequest>,
      locale: Locale,
    ): Promise<BulkWaybillResponse> {
      const { ids, ...parcel } = input;
      const data: BulkWaybillResponse['data'] = [];
      for (const id of [...new Set(ids)]) {
        const order = await repo.get(supplierId, id);
        if (!order) {
          data.push({ id, number: null, ok: false, ttn: null, message: ordersText(locale, 'order_not_found') });
          continue;
        }
        try {
          const saved = await createFor(order, parcel, userId, locale);
          const message = ordersText(locale, 'waybill_created', { ttn: saved.ttn ?? '', number: saved.number });
          data.push({ id, number: String(order.number), ok: true, ttn: saved.ttn, message });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          data.push({ id, number: String(order.number), ok: false, ttn: order.ttn, message: error.message });
        }
      }
      return { data };
    },

    /** The waybill sticker as a PDF: Nova Poshta's own marking in production, ours with the local driver. */
    async sticker(supplierId: number, id: number, locale: Locale): Promise<{ ttn: string; pdf: Readable }> {
      const order = await repo.get(supplierId, id);
      if (!order) throw notFound(locale);
      if (order.ttn === null) throw httpErrors.unprocessable('waybill_none', ordersText(locale, 'waybill_none'));
      const ttn = order.ttn;
      if (!liveMarking || order.waybillRef === null) {
        return { ttn, pdf: await stickerPdf(order, await deliveries.sender.find(supplierId)) };
      }
      const ref = order.waybillRef;
      return keys.withDefaultKey(supplierId, locale, async (apiKey) => {
        const response = await fetch(markingUrl(ref, apiKey), { signal: AbortSignal.timeout(15_000) });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('pdf')) {
          throw httpErrors.badGateway('np_unavailable', ordersText(locale, 'waybill_marking_unavailable'));
        }
        return { ttn, pdf: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) };
      });
    },

    async remove(supplierId: number, userId: number, id: number, locale: Locale) {
      const order = await repo.get(supplierId, id);
      if (!order) throw notFound(locale);
      if (order.waybillRef === null || order.ttn === null) {
        throw httpErrors.unprocessable('waybill_none', ordersText(locale, 'waybill_none'));
      }
      if (!isPreShipment(order.status) || (order.trackingCode ?? '1') !== '1') {
        throw httpErrors.conflict('waybill_already_sent', ordersText(locale, 'waybill_already_sent'));
      }
      const ttn = order.ttn;
      await keys.withDefaultKey(supplierId, locale, async (apiKey) => {
        await client.deleteInternetDocument(apiKey, order.waybillRef!).catch((error: unknown) => {
          // Nova Poshta refuses a parcel already handed over.
          if (error instanceof NovaPoshtaError && error.npCodes.includes(NP_DOCUMENT_SENT)) {
            throw httpErrors.conflict('waybill_already_sent', ordersText(locale, 'waybill_already_sent'));
          }
          throw error;
        });
      });
      const saved = await orders.detachWaybill(order, userId);
      if (!saved) throw conflict(locale);
      return {
        message: ordersText(locale, 'waybill_deleted', { ttn }),
        data: await orders.detail(supplierId, id, locale),
      };
    },
  };
}

export type WaybillsService = ReturnType<typeof waybillsService>;
