import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { orderNotFound } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { markingUrl } from '../orders.novaposhta';
import { stickerPdf } from '../orders.sticker';

/** The waybill sticker as a PDF: Nova Poshta's own marking in production, ours with the local driver. */
export async function getWaybillSticker(
  ctx: OrdersContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<{ ttn: string; pdf: Readable }> {
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  if (order.ttn === null) throw httpErrors.unprocessable('waybill_none', ordersText(locale, 'waybill_none'));
  const ttn = order.ttn;
  if (!ctx.novaposhta.liveMarking || order.waybillRef === null) {
    return { ttn, pdf: await stickerPdf(order, await ctx.novaposhta.sender(supplierId)) };
  }
  const ref = order.waybillRef;
  return ctx.novaposhta.keys.withDefaultKey(supplierId, locale, async (apiKey) => {
    const response = await fetch(markingUrl(ref, apiKey), { signal: AbortSignal.timeout(15_000) });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('pdf')) {
      throw httpErrors.badGateway('np_unavailable', ordersText(locale, 'waybill_marking_unavailable'));
    }
    return { ttn, pdf: Readable.fromWeb(response.body as ReadableStream) };
  });
}
