import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ImportCounts,
  ImportKeyField,
  ImportProblem,
  ImportStatus,
  ImportTrigger,
} from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { IMPORT_APPLY_JOB } from './imports.jobs';
import { importSources, productImportProblemRows, productImports, type ProductImportRow } from './imports.table';

/** Runs listed at once: the newest. */
const LIST_LIMIT = 50;

/** A run's fields a slice of it changes. */
export type RunChange = Partial<{
  status: ImportStatus;
  processed: number;
  total: number;
  counts: ImportCounts;
  problems: ImportProblem[];
  problemsTotal: number;
  error: string | null;
  deactivated: number;
  fileUrl: string | null;
  startedAt: Date;
  finishedAt: Date;
}>;

/** Import runs with their problems and the supplier's own rows of them. */
export function importRunsRepository(db: Db) {
  return {
    /** A new run and the job that applies it, together (in `tx` when given). */
    async start(
      input: {
        supplierId: number;
        userId: number | null;
        fileName: string;
        fileUrl: string;
        deactivateMissing: boolean;
        keyField: ImportKeyField;
        sourceId?: number;
        /** An upload unless said. */
        trigger?: ImportTrigger;
      },
      tx?: Db,
    ) {
      const work = async (tx: Db) => {
        const [run] = await tx
          .insert(productImports)
          .values({ ...input, counts: { create: 0, update: 0, unchanged: 0, skip: 0 } })
          .returning();
        await enqueueJobs(tx, [{ kind: IMPORT_APPLY_JOB, payload: { importId: run!.id } }]);
        return run!;
      };
      return tx ? work(tx) : transaction(db, work);
    },

    list: (supplierId: number) =>
      db
        .select()
        .from(productImports)
        .where(eq(productImports.supplierId, supplierId))
        .orderBy(desc(productImports.id))
        .limit(LIST_LIMIT),

    async find(supplierId: number, id: number): Promise<ProductImportRow | null> {
      const [row] = await db
        .select()
        .from(productImports)
        .where(and(eq(productImports.supplierId, supplierId), eq(productImports.id, id)));
      return row ?? null;
    },

    /** A run by id alone, its status only. */
    async status(id: number): Promise<ImportStatus | null> {
      const [row] = await db
        .select({ status: productImports.status })
        .from(productImports)
        .where(eq(productImports.id, id));
      return row?.status ?? null;
    },

    /** The run, locked until the transaction ends (one slice of a run at a time). */
    async lock(tx: Db, id: number): Promise<ProductImportRow | null> {
      const [row] = await tx.select().from(productImports).where(eq(productImports.id, id)).for('update');
      return row ?? null;
    },

    async save(tx: Db, id: number, change: RunChange): Promise<ProductImportRow> {
      const [row] = await tx.update(productImports).set(change).where(eq(productImports.id, id)).returning();
      return row!;
    },

    /** Cancels a run still open; answers it (`cancelled` when this call did), or null when it is not the supplier's. */
    async cancel(
      supplierId: number,
      id: number,
      now: Date,
    ): Promise<{ run: ProductImportRow; cancelled: boolean } | null> {
      const [row] = await db
        .update(productImports)
        .set({
          status: 'cancelled',
          finishedAt: sql`coalesce(${productImports.finishedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(productImports.supplierId, supplierId),
            eq(productImports.id, id),
            inArray(productImports.status, ['queued', 'running']),
          ),
        )
        .returning();
      if (row?.sourceId) {
        // A cancelled run of a feed URL: its next check fetches the feed again, unchanged or not.
        await db
          .update(importSources)
          .set({ etag: null, lastModified: null, contentHash: null })
          .where(and(eq(importSources.id, row.sourceId), eq(importSources.lastImportId, row.id)));
      }
      if (row) return { run: row, cancelled: true };
      const found = await this.find(supplierId, id);
      return found && { run: found, cancelled: false };
    },

    /** Keeps the supplier's own rows of problems shown (a row already kept stays as it is). */
    async keepProblemRows(tx: Db, importId: number, rows: { line: number; cells: [string, string][] }[]) {
      if (rows.length === 0) return;
      await tx
        .insert(productImportProblemRows)
        .values(rows.map((row) => ({ importId, ...row })))
        .onConflictDoNothing();
    },

    /** The supplier's own rows of a run's problems, by line. */
    async problemRows(importId: number): Promise<Map<number, [string, string][]>> {
      const rows = await db
        .select({ line: productImportProblemRows.line, cells: productImportProblemRows.cells })
        .from(productImportProblemRows)
        .where(eq(productImportProblemRows.importId, importId));
      return new Map(rows.map((row) => [row.line, row.cells]));
    },
  };
}

export type ImportRunsRepository = ReturnType<typeof importRunsRepository>;
