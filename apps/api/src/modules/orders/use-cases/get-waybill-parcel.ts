import type { Locale } from '@supplier/contracts/constants';
import type { WaybillParcel } from '@supplier/contracts/orders';
import { orderNotFound } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { productsParcel, toLocker } from '../orders.parcel';

/** The weight, sizes and contents a waybill of the order takes from its products, shown before it is made. */
export async function getWaybillParcel(
  ctx: OrdersContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<WaybillParcel> {
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  const parcel = productsParcel(await ctx.lines.parcelLines(supplierId, id));
  return { ...parcel, to_locker: toLocker(order) };
}
