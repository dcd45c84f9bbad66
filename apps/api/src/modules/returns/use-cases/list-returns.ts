import { z } from 'zod';
import { rowId } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import type { ReturnListItem, ReturnsFilter } from '@supplier/contracts/returns';
import { httpErrors } from '../../../errors';
import { cursorTimestamp, decodeCursorJson, encodeCursorJson } from '../../../lib/page-cursor';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { listItem } from '../returns.view';

/** Requests of a tab, searched and filtered, one keyset page at a time (newest or oldest first). */
export async function listReturns(
  ctx: ReturnsContext,
  { supplierId, filter, locale }: { supplierId: number; filter: ReturnsFilter; locale: Locale },
): Promise<{ data: ReturnListItem[]; meta: { per_page: number; next_cursor: string | null } }> {
  const decoded = filter.cursor
    ? decodeCursorJson(filter.cursor, z.tuple([z.literal(filter.order), cursorTimestamp, rowId]))
    : null;
  if (filter.cursor && !decoded) {
    const text = returnsText(locale, 'invalid_cursor');
    throw httpErrors.unprocessable('invalid_cursor', text, { cursor: [text] });
  }
  const rows = await ctx.returns.page(
    supplierId,
    filter,
    decoded ? { createdAt: String(decoded[1]), id: decoded[2] } : null,
  );
  const page = rows.slice(0, filter.per_page);
  const last = page.at(-1);
  return {
    data: page.map((entry) => listItem(entry.row, entry.orderNumber, entry.storeName)),
    meta: {
      per_page: filter.per_page,
      next_cursor:
        rows.length > filter.per_page && last ? encodeCursorJson([filter.order, last.createdText, last.row.id]) : null,
    },
  };
}
