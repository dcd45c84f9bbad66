import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { StickerFormat, waybillRequest } from '@supplier/contracts/orders';
import type { Clock } from '../../drivers';
import type { NovaPoshtaClient, ServiceType } from '../../drivers/novaposhta';
import { httpErrors } from '../../errors';
import type { SenderRow } from '../deliveries';
import { ordersText } from './orders.messages';
import { toLocker, type ResolvedParcel } from './orders.parcel';
import type { OrderRow } from './orders.repository';
import { isPreShipment } from './orders.rules';
import { codAmount } from './orders.sticker';

/** A waybill made at Nova Poshta for an order. */
export interface Waybill {
  ttn: string;
  ref: string;
  cityRef: string;
  warehouseRef: string;
}

export type WaybillInput = z.output<typeof waybillRequest>;
/** The parcel settings of a waybill (one order's, or the same for many). */
export type Parcel = Omit<WaybillInput, 'version' | 'declared_value'> & { declared_value?: number };

/** Nova Poshta's code for "Document can not be deleted, because it is already sent". */
export const NP_DOCUMENT_SENT = '20000300462';

/**
 * Nova Poshta's 100×100 marking of waybills as one PDF (PROTOCOLS 2.4, print URL; refs comma
 * separated): with `/zebra` one marking a page for a label printer, without it four on an A4 page.
 */
export const markingUrl = (refs: string[], apiKey: string, format: StickerFormat = '100x100') =>
  `https://my.novaposhta.ua/orders/printMarking100x100/orders[]/${refs.map(encodeURIComponent).join(',')}/type/pdf/apiKey/${encodeURIComponent(apiKey)}${format === '100x100' ? '/zebra' : ''}`;

/** `+380 67 123 45 67` → `380671234567`, as Nova Poshta takes phones. */
export const npPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '380');

/** `Прізвище Ім'я По батькові` or `Ім'я Прізвище`: Nova Poshta wants them apart. */
function splitName(full: string): { firstName: string; lastName: string; middleName?: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length >= 3) return { lastName: parts[0]!, firstName: parts[1]!, middleName: parts.slice(2).join(' ') };
  if (parts.length === 2) return { firstName: parts[0]!, lastName: parts[1]! };
  return { firstName: parts[0] ?? full, lastName: parts[0] ?? full };
}

/** `dd.mm.yyyy` in Kyiv, the day the waybill is for. */
export function npDate(at: Date): string {
  const [year, month, day] = at.toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' }).split('-');
  return `${day}.${month}.${year}`;
}

/** Refuses (422, 409) a waybill for an order of another carrier, one that has one, or one shipped. */
export function refuseUnlessPossible(order: OrderRow, locale: Locale) {
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
async function destination(client: NovaPoshtaClient, apiKey: string, order: OrderRow, locale: Locale) {
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

/** Makes the waybill of `order` at Nova Poshta (`Counterparty.save` for the recipient, then `InternetDocument.save`). */
export async function makeAtNovaPoshta(
  { client, clock }: { client: NovaPoshtaClient; clock: Clock },
  apiKey: string,
  order: OrderRow,
  sender: SenderRow,
  parcel: ResolvedParcel,
  locale: Locale,
): Promise<Waybill> {
  const to = await destination(client, apiKey, order, locale);
  const postomat = toLocker(order);
  const fromWarehouse = sender.kind === 'warehouse';
  const serviceType: ServiceType = `${fromWarehouse ? 'Warehouse' : 'Doors'}${postomat ? 'Postomat' : 'Warehouse'}`;
  const recipient = await client.saveRecipient(apiKey, {
    ...splitName(order.recipientName),
    phone: npPhone(order.recipientPhone),
  });
  const total = kopiykyToHryvnias(order.total);
  const cod = kopiykyToHryvnias(codAmount(order));
  // Sizes neither given nor in the products: a shoebox, as before they were asked.
  const { length, width, height } = parcel.dimensions ?? { length: 30, width: 20, height: 10 };
  const seat = {
    volumetricWidth: width,
    volumetricLength: length,
    volumetricHeight: height,
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
