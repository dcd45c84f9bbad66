import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@supplier/contracts/money';
import type { SenderRow } from '../deliveries';
import type { OrderRow } from './orders.repository';

/** 100 mm in PDF points. */
const SIDE = (100 / 25.4) * 72;
const MARGIN = 14;

/** DejaVu Sans (Cyrillic) in apps/api/assets/fonts, beside the sources and the bundle. */
function font(name: 'DejaVuSans' | 'DejaVuSans-Bold'): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../../assets/fonts'), join(here, '../assets/fonts')];
  const folder = candidates.find((candidate) => existsSync(join(candidate, `${name}.ttf`)));
  if (!folder) throw new Error(`font ${name} not found in ${candidates.join(', ')}`);
  return join(folder, `${name}.ttf`);
}

/** What is left to collect on delivery, in kopiyky (0 for paid orders). */
export function codAmount(order: OrderRow): number {
  if (order.paymentMethod !== 'cod' || order.paymentStatus === 'paid') return 0;
  return Math.max(0, order.total - (order.prepaid ?? 0));
}

/**
 * The waybill sticker of the local driver: 100×100 mm, as Nova Poshta's marking is laid out —
 * the TTN as a Code 128 barcode and in digits, sender and recipient, the branch, the order number
 * and the cash on delivery — with a Cyrillic font embedded.
 */
export async function stickerPdf(order: OrderRow, sender: SenderRow | null): Promise<Readable> {
  const ttn = order.ttn ?? '';
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: ttn, scale: 2, height: 12, includetext: false });
  const doc = new PDFDocument({ size: [SIDE, SIDE], margin: MARGIN, info: { Title: `ТТН ${ttn}` } });
  doc.registerFont('regular', font('DejaVuSans'));
  doc.registerFont('bold', font('DejaVuSans-Bold'));
  const width = SIDE - MARGIN * 2;

  doc.font('bold').fontSize(11).text('Нова Пошта', MARGIN, MARGIN, { continued: true });
  doc.font('regular').fontSize(8).text(`   замовлення №${order.number}`, { align: 'left' });
  doc.image(barcode, MARGIN, MARGIN + 18, { width, height: 46 });
  doc
    .font('bold')
    .fontSize(15)
    .text(ttn.replace(/(\d{4})(?=\d)/g, '$1 '), MARGIN, MARGIN + 68, { width, align: 'center' });

  const block = (title: string, lines: (string | null | undefined)[], y: number) => {
    doc.font('regular').fontSize(6.5).fillColor('#555555').text(title.toUpperCase(), MARGIN, y, { width });
    doc.fillColor('#000000').font('bold').fontSize(8.5);
    // one line each, cut with an ellipsis: the sticker never runs onto a second page
    for (const line of lines.filter(Boolean)) doc.text(line!, { width, height: 11, ellipsis: true });
    return doc.y + 5;
  };
  let y = MARGIN + 92;
  y = block(
    'Відправник',
    [
      sender?.counterpartyName,
      [sender?.cityName, sender?.warehouseName ?? sender?.addressText].filter(Boolean).join(', '),
      sender?.contactPhone,
    ],
    y,
  );
  y = block(
    'Одержувач',
    [order.recipientName, order.recipientPhone, [order.city, order.branch ?? order.address].filter(Boolean).join(', ')],
    y,
  );
  const cod = codAmount(order);
  doc
    .font('bold')
    .fontSize(10)
    .text(cod > 0 ? `Накладений платіж: ${formatMoney(cod)}` : 'Оплачено', MARGIN, Math.max(y, SIDE - MARGIN - 14), {
      width,
    });
  doc.end();
  return doc;
}
