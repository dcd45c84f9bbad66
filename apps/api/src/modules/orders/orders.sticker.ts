import type { Readable } from 'node:stream';
import { formatMoney } from '@supplier/contracts/money';
import type { StickerFormat } from '@supplier/contracts/orders';
import { markingPdf, type MarkingLabel } from '../../drivers/novaposhta';
import type { SenderRow } from '../deliveries';
import type { OrderRow } from './orders.repository';

/** What is left to collect on delivery, in kopiyky (0 for paid orders). */
export function codAmount(order: OrderRow): number {
  if (order.paymentMethod !== 'cod' || order.paymentStatus === 'paid') return 0;
  return Math.max(0, order.total - (order.prepaid ?? 0));
}

const present = (lines: (string | null | undefined)[]) => lines.filter((line): line is string => Boolean(line));

/** An order's waybill as Nova Poshta's marking shows it: the full sender and recipient, the COD. */
function labelOf(order: OrderRow, sender: SenderRow | null): MarkingLabel {
  const cod = codAmount(order);
  return {
    ttn: order.ttn ?? '',
    orderNumber: String(order.number),
    sender: present([
      sender?.counterpartyName,
      sender && sender.contactName !== sender.counterpartyName ? sender.contactName : null,
      sender?.contactPhone,
      present([sender?.cityName, sender?.warehouseName ?? sender?.addressText]).join(', '),
    ]),
    recipient: present([
      order.recipientName,
      order.recipientPhone,
      present([order.city, order.branch ?? order.address]).join(', '),
    ]),
    cod: cod > 0 ? formatMoney(cod) : null,
  };
}

/**
 * The stickers of the orders' waybills in one PDF, drawn as Nova Poshta's marking (the local Nova
 * Poshta server draws its marking the same way): `100x100` one a page (a label printer), `a4`
 * four a page with cutting frames; full addresses wrapped, never cut.
 */
export function stickersPdf(
  orders: OrderRow[],
  sender: SenderRow | null,
  format: StickerFormat = '100x100',
): Promise<Readable> {
  return markingPdf(
    orders.map((order) => labelOf(order, sender)),
    format === 'a4' ? 'a4' : 'zebra',
  );
}
