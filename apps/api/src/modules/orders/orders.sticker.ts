import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@supplier/contracts/money';
import type { StickerFormat } from '@supplier/contracts/orders';
import type { SenderRow } from '../deliveries';
import type { OrderRow } from './orders.repository';

/** 100 mm in PDF points. */
const SIDE = (100 / 25.4) * 72;
const MARGIN = 14;
const WIDTH = SIDE - MARGIN * 2;
/** A4 in points; four stickers sit in a 2×2 grid centred on it, as Nova Poshta's A4 marking. */
const A4 = { width: 595.28, height: 841.89 };
const PER_A4 = 4;
/** Where the address blocks start below the barcode and the TTN, and the room the COD line keeps. */
const BLOCKS_TOP = 92;
const COD_LINE = 16;
/** Address text sizes tried in turn until both blocks fit: long addresses get smaller type, never cut. */
const SIZES = [8.5, 7.5, 6.5, 5.5, 4.5];

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

type Doc = InstanceType<typeof PDFDocument>;
interface Block {
  title: string;
  lines: string[];
}

const present = (lines: (string | null | undefined)[]) => lines.filter((line): line is string => Boolean(line));

function blocksOf(order: OrderRow, sender: SenderRow | null): Block[] {
  return [
    {
      title: 'Відправник',
      lines: present([
        sender?.counterpartyName,
        sender && sender.contactName !== sender.counterpartyName ? sender.contactName : null,
        sender?.contactPhone,
        present([sender?.cityName, sender?.warehouseName ?? sender?.addressText]).join(', '),
      ]),
    },
    {
      title: 'Одержувач',
      lines: present([
        order.recipientName,
        order.recipientPhone,
        present([order.city, order.branch ?? order.address]).join(', '),
      ]),
    },
  ];
}

/** The height of the blocks at `size`: every line wrapped to the sticker's width. */
function blocksHeight(doc: Doc, blocks: Block[], size: number): number {
  let height = 0;
  for (const block of blocks) {
    height += doc.font('regular').fontSize(6.5).heightOfString(block.title.toUpperCase(), { width: WIDTH });
    doc.font('bold').fontSize(size);
    for (const line of block.lines) height += doc.heightOfString(line, { width: WIDTH });
    height += 5;
  }
  return height;
}

/** One sticker with its top left corner at (x, y): the layout of Nova Poshta's 100×100 marking. */
function drawSticker(doc: Doc, x: number, y: number, order: OrderRow, sender: SenderRow | null, barcode: Buffer) {
  const ttn = order.ttn ?? '';
  const left = x + MARGIN;
  doc
    .font('bold')
    .fontSize(11)
    .text('Нова Пошта', left, y + MARGIN, { width: WIDTH, lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .text(`замовлення №${order.number}`, left, y + MARGIN + 3, { width: WIDTH, align: 'right', lineBreak: false });
  doc.image(barcode, left, y + MARGIN + 18, { width: WIDTH, height: 46 });
  doc
    .font('bold')
    .fontSize(15)
    .text(ttn.replace(/(\d{4})(?=\d)/g, '$1 '), left, y + MARGIN + 68, { width: WIDTH, align: 'center' });

  const blocks = blocksOf(order, sender);
  const room = SIDE - MARGIN * 2 - BLOCKS_TOP - COD_LINE;
  const size = SIZES.find((candidate) => blocksHeight(doc, blocks, candidate) <= room) ?? SIZES.at(-1)!;
  let top = y + MARGIN + BLOCKS_TOP;
  for (const block of blocks) {
    doc.font('regular').fontSize(6.5).fillColor('#555555').text(block.title.toUpperCase(), left, top, { width: WIDTH });
    doc.fillColor('#000000').font('bold').fontSize(size);
    // wrapped over as many lines as it takes: an address is never cut
    for (const line of block.lines) doc.text(line, left, doc.y, { width: WIDTH });
    top = doc.y + 5;
  }
  const cod = codAmount(order);
  doc
    .font('bold')
    .fontSize(10)
    .text(cod > 0 ? `Накладений платіж: ${formatMoney(cod)}` : 'Оплачено', left, y + SIDE - MARGIN - 12, {
      width: WIDTH,
      lineBreak: false,
    });
}

/** The top left corner of the `index`-th sticker on an A4 page (2×2, centred). */
function a4Cell(index: number): { x: number; y: number } {
  const left = (A4.width - SIDE * 2) / 2;
  const top = (A4.height - SIDE * 2) / 2;
  return { x: left + (index % 2) * SIDE, y: top + Math.floor(index / 2) * SIDE };
}

/**
 * The stickers of the orders' waybills in one PDF, laid out as Nova Poshta's marking: `100x100`
 * puts one on each 100×100 mm page (a label printer), `a4` four on each A4 page with cutting
 * frames. Each has the TTN as a Code 128 barcode and in digits, the full sender and recipient
 * addresses (wrapped, in smaller type if long), the order number and the cash on delivery; the
 * Cyrillic font is embedded.
 */
export async function stickersPdf(
  orders: OrderRow[],
  sender: SenderRow | null,
  format: StickerFormat = '100x100',
): Promise<Readable> {
  const size: [number, number] = format === 'a4' ? [A4.width, A4.height] : [SIDE, SIDE];
  const title = orders.length === 1 ? `ТТН ${orders[0]!.ttn ?? ''}` : `ТТН: ${orders.length}`;
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('regular', font('DejaVuSans'));
  doc.registerFont('bold', font('DejaVuSans-Bold'));
  for (const [index, order] of orders.entries()) {
    const barcode = await bwipjs.toBuffer({
      bcid: 'code128',
      text: order.ttn ?? '',
      scale: 2,
      height: 12,
      includetext: false,
    });
    if (format === '100x100') {
      doc.addPage({ size, margin: 0 });
      drawSticker(doc, 0, 0, order, sender, barcode);
      continue;
    }
    if (index % PER_A4 === 0) doc.addPage({ size, margin: 0 });
    const cell = a4Cell(index % PER_A4);
    doc
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#999999')
      .rect(cell.x, cell.y, SIDE, SIDE)
      .stroke()
      .restore();
    drawSticker(doc, cell.x, cell.y, order, sender, barcode);
  }
  doc.end();
  return doc;
}
