import type { Locale } from '@supplier/contracts/constants';
import type { OrderListItem, OrdersFilter } from '@supplier/contracts/orders';
import { httpErrors } from '../../../errors';
import type { OrdersContext } from '../orders.context';
import { decodeOrdersCursor, encodeOrdersCursor } from '../orders.cursor';
import { ordersText } from '../orders.messages';
import { listItem } from '../orders.view';

/** Orders of a tab, searched, filtered and sorted, one keyset page at a time. */
export async function listOrders(
  ctx: OrdersContext,
  { supplierId, filter, locale }: { supplierId: number; filter: OrdersFilter; locale: Locale },
): Promise<{ data: OrderListItem[]; meta: { per_page: number; next_cursor: string | null } }> {
  const cursor = filter.cursor ? decodeOrdersCursor(filter.cursor, filter.sort, filter.order) : null;
  if (filter.cursor && !cursor) {
    const text = ordersText(locale, 'invalid_cursor');
    throw httpErrors.unprocessable('invalid_cursor', text, { cursor: [text] });
  }
  const rows = await ctx.orders.page(supplierId, filter, cursor);
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
}
