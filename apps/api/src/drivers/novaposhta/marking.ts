import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import type PDFDocument from 'pdfkit';

/**
 * Nova Poshta's 100×100 marking of waybills (PROTOCOLS 2.4, `printMarking100x100`): one a page
 * for a label printer (`/zebra`), or four on an A4 page. The local Nova Poshta server answers its
 * print address with this, and the orders module prints its stickers with it, so the local and the
 * live drivers give the same sheets.
 */
export type MarkingLayout = 'zebra' | 'a4';

/** What one marking shows; every line is printed whole, wrapped. */
export interface MarkingLabel {
  ttn: string;
  /** The sender's order number (`InfoRegClientBarcodes`). */
  orderNumber: string | null;
  sender: string[];
  recipient: string[];
  /** The cash on delivery, in words (`2 450 грн`); null: nothing to collect. */
  cod: string | null;
}

/** 100 mm in PDF points. */
const SIDE = (100 / 25.4) * 72;
const MARGIN = 14;
const WIDTH = SIDE - MARGIN * 2;
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

type Doc = InstanceType<typeof PDFDocument>;
interface Block {
  title: string;
  lines: string[];
}

/** The height of the blocks at `size`: every line wrapped to the marking's width. */
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

/** One marking with its top left corner at (x, y). */
function draw(doc: Doc, x: number, y: number, label: MarkingLabel, barcode: Buffer) {
  const left = x + MARGIN;
  doc
    .font('bold')
    .fontSize(11)
    .text('Нова Пошта', left, y + MARGIN, { width: WIDTH, lineBreak: false });
  if (label.orderNumber) {
    doc
      .font('regular')
      .fontSize(8)
      .text(`замовлення №${label.orderNumber}`, left, y + MARGIN + 3, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.image(barcode, left, y + MARGIN + 18, { width: WIDTH, height: 46 });
  doc
    .font('bold')
    .fontSize(15)
    .text(label.ttn.replace(/(\d{4})(?=\d)/g, '$1 '), left, y + MARGIN + 68, { width: WIDTH, align: 'center' });

  const blocks: Block[] = [
    { title: 'Відправник', lines: label.sender.filter(Boolean) },
    { title: 'Одержувач', lines: label.recipient.filter(Boolean) },
  ];
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
  doc
    .font('bold')
    .fontSize(10)
    .text(label.cod ? `Накладений платіж: ${label.cod}` : 'Оплачено', left, y + SIDE - MARGIN - 12, {
      width: WIDTH,
      lineBreak: false,
    });
}

/** The top left corner of the `index`-th marking on an A4 page (2×2, centred). */
function a4Cell(index: number): { x: number; y: number } {
  const left = (A4.width - SIDE * 2) / 2;
  const top = (A4.height - SIDE * 2) / 2;
  return { x: left + (index % 2) * SIDE, y: top + Math.floor(index / 2) * SIDE };
}

/**
 * The markings in one PDF: each with the TTN as a Code 128 barcode and in digits, the full sender
 * and recipient (wrapped, in smaller type if long), the order number and the cash on delivery;
 * the Cyrillic font is embedded. On A4 each has a dashed cutting frame.
 */
export async function markingPdf(labels: MarkingLabel[], layout: MarkingLayout): Promise<Readable> {
  const size: [number, number] = layout === 'a4' ? [A4.width, A4.height] : [SIDE, SIDE];
  const title = labels.length === 1 ? `ТТН ${labels[0]!.ttn}` : `ТТН: ${labels.length}`;
  // pdfkit and bwip-js load with the first marking, not with the process (ADR 0053).
  const [{ default: PDFKit }, { default: bwipjs }] = await Promise.all([import('pdfkit'), import('bwip-js/node')]);
  const doc = new PDFKit({ size, margin: 0, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('regular', font('DejaVuSans'));
  doc.registerFont('bold', font('DejaVuSans-Bold'));
  for (const [index, label] of labels.entries()) {
    const barcode = await bwipjs.toBuffer({
      bcid: 'code128',
      text: label.ttn,
      scale: 2,
      height: 12,
      includetext: false,
    });
    if (layout === 'zebra') {
      doc.addPage({ size, margin: 0 });
      draw(doc, 0, 0, label, barcode);
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
    draw(doc, cell.x, cell.y, label, barcode);
  }
  doc.end();
  return doc;
}

/**
 * The parts of a marking print address, as the print host takes it:
 * `/orders/printMarking100x100/orders[]/<ref,ref>/type/pdf/apiKey/<key>[/zebra]` (`orders/` also).
 */
export function markingRequest(path: string): { refs: string[]; apiKey: string; layout: MarkingLayout } | null {
  const match =
    /^\/orders\/printMarking100x100\/orders(?:\[\]|%5B%5D)?\/([^/]+)\/type\/pdf\/apiKey\/([^/]+)(\/zebra)?\/?$/i.exec(
      path,
    );
  if (!match) return null;
  return {
    refs: decodeURIComponent(match[1]!).split(',').filter(Boolean),
    apiKey: decodeURIComponent(match[2]!),
    layout: match[3] ? 'zebra' : 'a4',
  };
}
