import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Locale } from '@supplier/contracts/constants';
import type { StickerFormat } from '@supplier/contracts/orders';
import { httpErrors } from '../../../errors';
import { orderNotFound } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { markingUrl } from '../orders.novaposhta';
import type { OrderRow } from '../orders.repository';
import { stickersPdf } from '../orders.sticker';

/**
 * The stickers of orders that have waybills, as one PDF: Nova Poshta's own marking in production,
 * ours laid out the same way with the local driver.
 */
async function stickersOf(
  ctx: OrdersContext,
  supplierId: number,
  printed: OrderRow[],
  format: StickerFormat,
  locale: Locale,
): Promise<Readable> {
  if (!ctx.novaposhta.liveMarking) {
    return stickersPdf(printed, await ctx.novaposhta.sender(supplierId), format);
  }
  const refs = printed.map((order) => order.waybillRef!);
  return ctx.novaposhta.keys.withDefaultKey(supplierId, locale, async (apiKey) => {
    const response = await fetch(markingUrl(refs, apiKey, format), { signal: AbortSignal.timeout(30_000) });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('pdf')) {
      throw httpErrors.badGateway('np_unavailable', ordersText(locale, 'waybill_marking_unavailable'));
    }
    return Readable.fromWeb(response.body as ReadableStream);
  });
}

/** An order's sticker can be printed: it has a TTN (and, for Nova Poshta's own marking, the waybill's Ref). */
const printable = (ctx: OrdersContext, order: OrderRow) =>
  order.ttn !== null && (!ctx.novaposhta.liveMarking || order.waybillRef !== null);

/** The 100×100 sticker of one order's waybill as a PDF. */
export async function getWaybillSticker(
  ctx: OrdersContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<{ ttn: string; pdf: Readable }> {
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  if (!printable(ctx, order)) throw httpErrors.unprocessable('waybill_none', ordersText(locale, 'waybill_none'));
  return { ttn: order.ttn!, pdf: await stickersOf(ctx, supplierId, [order], '100x100', locale) };
}

/**
 * The stickers of the supplier's orders among `ids` in one PDF, by order number; the ones without
 * a waybill are left out and named in `skipped` (others' ids are ignored). None to print: 422.
 */
export async function getWaybillStickers(
  ctx: OrdersContext,
  input: { supplierId: number; ids: number[]; format: StickerFormat; locale: Locale },
): Promise<{ count: number; skipped: number[]; pdf: Readable }> {
  const { supplierId, format, locale } = input;
  const found = await ctx.orders.many(supplierId, [...new Set(input.ids)]);
  const printed = found.filter((order) => printable(ctx, order));
  const skipped = found.filter((order) => !printable(ctx, order)).map((order) => order.number);
  if (printed.length === 0) throw httpErrors.unprocessable('stickers_none', ordersText(locale, 'stickers_none'));
  return { count: printed.length, skipped, pdf: await stickersOf(ctx, supplierId, printed, format, locale) };
}
