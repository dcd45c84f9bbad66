import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** When the order last became `completed` (its history's move to it), or null. */
export async function completedAt(tx: Db, orderId: number): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | null }>(
    await tx.execute(sql`
      select max(created_at)::text as at from order_events
      where order_id = ${orderId} and type = 'status_changed' and data->>'to' = 'completed'`),
  );
  return row?.at ? new Date(row.at) : null;
}
