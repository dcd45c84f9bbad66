import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { FeedBatch, FeedPlan } from './import-plan';
import { offerCells, type ImportRow } from './import-row';
import type { FeedOffer } from './yml-feed.reader';

/**
 * A run's feed staged by its first pass (docs/adr/0030-import-staging.md): each batch's rows as
 * JSON in `import_staged_batches`, already sanitized and placed, so the slices that apply it read
 * batches from there instead of parsing the feed again from its start.
 */

/** A row as staged: without the offer as read, whose cells only a skipped row keeps (the error file). */
type StagedRow = Omit<ImportRow, 'offer'> & { place: number | string; cells?: [string, string][] };

/** A staged batch, as the apply takes it. */
export interface StagedBatch {
  offersEnd: number;
  skipped: number;
  rows: ImportRow[];
}

/**
 * A staged row's cells when it meets a problem only the apply finds (a SKU another product has,
 * a select with no room for its value): its fields as the feed's tags name them.
 */
function rowCells(row: StagedRow): [string, string][] {
  const cells: [string, string][] = [
    ['id', row.offerId],
    ['vendorCode', row.sku],
    ['name', row.name],
    ['price', String(row.price / 100)],
  ];
  if (row.oldPrice !== null) cells.push(['oldprice', String(row.oldPrice / 100)]);
  if (row.stock !== null) cells.push(['stock_quantity', String(row.stock)]);
  if (row.categoryId !== null) cells.push(['categoryId', row.categoryId]);
  if (row.brand !== null) cells.push(['vendor', row.brand]);
  if (row.barcode !== null) cells.push(['barcode', row.barcode]);
  if (row.description !== null) cells.push(['description', row.description]);
  if (row.pictures.length > 0) cells.push(['picture', row.pictures.join('\n')]);
  for (const param of row.params) {
    cells.push([`param ${param.name}${param.unit ? ` (${param.unit})` : ''}`, param.value]);
  }
  return cells;
}

function unstaged(row: StagedRow): ImportRow {
  const offer: FeedOffer = {
    line: row.line,
    id: row.offerId,
    available: null,
    groupId: null,
    fields: new Map(),
    pictures: row.pictures,
    params: row.params,
    get cells() {
      return row.cells ?? rowCells(row);
    },
  };
  return { ...row, offer };
}

/**
 * The statement that stages a batch of the run's first pass (again, the same, when that pass is
 * repeated after a crash), made now: the plan reads on meanwhile. Null for a batch with nothing in it.
 */
export function stagedBatch(importId: number, plan: FeedPlan, batch: FeedBatch): SQL | null {
  if (batch.rows.length === 0 && batch.skipped === 0 && batch.listed.length === 0) return null;
  const rows = batch.rows.map(({ offer, ...row }): StagedRow => {
    const place = plan.placement({ ...row, offer });
    if (typeof place === 'number') return { ...row, place };
    return { ...row, place, cells: offerCells(offer), ...(plan.excluded(row) && { excluded: true }) };
  });
  return sql`insert into import_staged_batches (import_id, offers_end, skipped, rows, listed)
    values (${importId}, ${batch.offersEnd}, ${batch.skipped}, ${JSON.stringify(rows)}::json,
      ${JSON.stringify(batch.listed)}::jsonb)
    on conflict (import_id, offers_end) do update
      set skipped = excluded.skipped, rows = excluded.rows, listed = excluded.listed`;
}

/** The run's first staged batch after `processed` offers, or null when every batch is applied. */
export async function nextStagedBatch(db: Db, importId: number, processed: number): Promise<StagedBatch | null> {
  const [found] = rowsOf<{ offers_end: number; skipped: number; rows: string }>(
    await db.execute(sql`select offers_end, skipped, rows::text as rows from import_staged_batches
      where import_id = ${importId} and offers_end > ${processed} order by offers_end limit 1`),
  );
  if (!found) return null;
  return {
    offersEnd: Number(found.offers_end),
    skipped: Number(found.skipped),
    rows: (JSON.parse(found.rows) as StagedRow[]).map(unstaged),
  };
}

/** Forgets a run's staged feed (its run is over). */
export async function dropStaged(db: Db, importId: number): Promise<void> {
  await db.execute(sql`delete from import_staged_batches where import_id = ${importId}`);
}

/**
 * The keys (SKUs, or offer ids when they find the products) a run's staged feed lists, as a query
 * (a full feed's products it does not list are set inactive).
 */
export const listedKeys = (importId: number): SQL =>
  sql`select jsonb_array_elements_text(listed) from import_staged_batches where import_id = ${importId}`;
