import type { Locale } from '@supplier/contracts/constants';
import { returnStatusLabels, type ReturnActor } from '@supplier/contracts/returns';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { httpErrors } from '../../errors';
import { recordActivity } from '../activity';
import { announce, notifyAbout, tellOfMove } from './returns.announce';
import type { ReturnsContext } from './returns.context';
import { returnsText } from './returns.messages';
import type { ReturnRow } from './returns.repository';
import { MOVE_FROM, type ReturnMove } from './returns.rules';

/** Who moved a request: a person in the panel (the supplier's account, and the team member when known). */
export interface ReturnActorRef {
  actor: ReturnActor;
  userId?: number | null;
  memberId?: number | null;
}

export const returnNotFound = (locale: Locale) => httpErrors.notFound(returnsText(locale, 'return_not_found'));

/** 409 `return_status`: the request is not in a status `action` moves from. */
export function refuseMove(row: ReturnRow, action: ReturnMove, locale: Locale) {
  return httpErrors.conflict(
    'return_status',
    returnsText(locale, 'illegal_move', {
      status: returnStatusLabels[locale][row.status],
      action: returnsText(locale, `action_${action}`),
    }),
  );
}

/**
 * A decision on the supplier's request: locked, refused when missing (404), at another version
 * (409 `version_conflict`: two people deciding at once) or not in a status `action` moves from
 * (409 `return_status`); then `work` in the same transaction, the move told to the webhooks and the
 * storefront there (and to the activity log with its status before and after, when a person made
 * it), and after the commit to the panels and the supplier's channels.
 */
export async function changeReturn(
  ctx: ReturnsContext,
  where: { supplierId: number; id: number; version: number | null; action: ReturnMove; who: ReturnActorRef },
  locale: Locale,
  work: (tx: Db, row: ReturnRow) => Promise<ReturnRow>,
): Promise<ReturnRow> {
  const { saved, orderNumber, moved } = await transaction(ctx.db, async (tx) => {
    const row = await ctx.returns.lock(tx, { supplierId: where.supplierId, id: where.id });
    if (!row) throw returnNotFound(locale);
    if (where.version !== null && row.version !== where.version) {
      throw httpErrors.conflict('version_conflict', returnsText(locale, 'version_conflict'));
    }
    if (!(MOVE_FROM[where.action] as readonly string[]).includes(row.status)) {
      throw refuseMove(row, where.action, locale);
    }
    const after = await work(tx, row);
    const order = await ctx.orders.orders.get(row.supplierId, row.orderId, tx);
    if (after.status !== row.status) {
      await recordActivity(tx, {
        object: { type: 'returns', id: row.id, label: order ? `№ ${order.number}` : null },
        changes: { status: { from: row.status, to: after.status } },
      });
      await tellOfMove(ctx, tx, {
        before: row,
        after,
        items: await ctx.returns.items(row.id, tx),
        orderExternalId: order?.externalId ?? '',
        actor: where.who.actor,
      });
    }
    return { saved: after, orderNumber: order?.number ?? 0, moved: after.status !== row.status };
  });
  await announce(ctx, saved, false);
  if (moved) await notifyAbout(ctx, saved, orderNumber, false);
  return saved;
}
