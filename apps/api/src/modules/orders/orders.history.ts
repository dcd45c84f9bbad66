import type { ActivityChange } from '@supplier/contracts/activity';
import type { Db } from '../../db/client';
import { currentActor, recordActivity } from '../activity';
import type { OrderEventInput } from './order-lines.repository';
import type { OrdersContext } from './orders.context';
import type { OrderRow } from './orders.repository';

/** What one history line changed, as the activity log keeps it (before → after). */
function changeOf({ type, data = {} }: OrderEventInput): Record<string, ActivityChange> {
  switch (type) {
    case 'status_changed':
      return { status: { from: data.from ?? null, to: data.to ?? null } };
    case 'payment_changed':
      return { payment_status: { from: null, to: data.to ?? null } };
    case 'delivery_changed':
      return { delivery_status: { from: null, to: data.to ?? null } };
    case 'items_changed':
      return { items: { from: data.before ?? null, to: data.after ?? null } };
    case 'waybill_created':
      return { ttn: { from: null, to: data.ttn ?? null } };
    case 'waybill_deleted':
      return { ttn: { from: data.ttn ?? null, to: null } };
    default:
      return {};
  }
}

/**
 * Adds history lines of an order in the change's transaction. Lines a person made in the panel
 * name the team member who made them and go to the activity log as one entry, so the order's
 * history and the log say the same.
 */
export async function addHistory(
  ctx: OrdersContext,
  tx: Db,
  order: Pick<OrderRow, 'id' | 'supplierId' | 'number'>,
  events: OrderEventInput[],
  /** Before and after beyond what the lines hold (a note's text, which the history does not show). */
  more: Record<string, ActivityChange> = {},
): Promise<void> {
  const actor = currentActor();
  const byPerson = events.filter((event) => event.actor === 'panel');
  await ctx.lines.addEvents(
    tx,
    order,
    events.map((event) => (event.actor === 'panel' && actor ? { ...event, memberId: actor.memberId } : event)),
  );
  if (byPerson.length === 0) return;
  await recordActivity(tx, {
    object: { type: 'orders', id: order.id, label: `№ ${order.number}` },
    changes: Object.assign({}, ...byPerson.map(changeOf), more) as Record<string, ActivityChange>,
  });
}
