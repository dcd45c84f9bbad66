import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { IMPORT_PROBLEMS_SHOWN, type ImportProblem } from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { importImageFetches, productImports, type ProductImportRow } from './imports.table';

/** A picture problem's change on its row of a run (`message` null: fetched after all). */
export interface PictureChange {
  line: number;
  offerId: string;
  url: string;
  message: string | null;
  /** Its first failure, counted once. */
  first: boolean;
}

/** The feed pictures a run fetches once its products are applied (`imports.images`). */
export function importPicturesRepository(db: Db) {
  return {
    /** Notes a batch's feed pictures to fetch once the run is done. */
    async queue(
      tx: Db,
      importId: number,
      fetches: { productId: number; line: number; offerId: string; url: string; position: number }[],
    ): Promise<void> {
      if (fetches.length === 0) return;
      const list = fetches.map(({ productId, line, offerId, url, position }) => ({
        p: productId,
        l: line,
        o: offerId,
        u: url,
        n: position,
      }));
      await tx.execute(sql`insert into import_image_fetches (import_id, product_id, line, offer_id, url, position)
        select ${importId}, r.p, r.l, r.o, r.u, r.n
        from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(p bigint, l integer, o text, u text, n integer)`);
    },

    /** The next pictures of a run still to fetch (by id after `after`). */
    pending: (importId: number, after: number, limit: number) =>
      db
        .select()
        .from(importImageFetches)
        .where(
          and(
            eq(importImageFetches.importId, importId),
            eq(importImageFetches.status, 'pending'),
            gt(importImageFetches.id, after),
          ),
        )
        .orderBy(asc(importImageFetches.id))
        .limit(limit),

    /** Whether a run has pictures still to fetch. */
    async anyPending(importId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: importImageFetches.id })
        .from(importImageFetches)
        .where(and(eq(importImageFetches.importId, importId), eq(importImageFetches.status, 'pending')))
        .limit(1);
      return Boolean(row);
    },

    /** A picture tried: still pending (its attempts and why), or forgotten once stored or given up (its row says so). */
    async save(id: number, change: { status: 'pending' | 'done' | 'failed'; attempts: number; error: string | null }) {
      if (change.status === 'pending') {
        await db.update(importImageFetches).set(change).where(eq(importImageFetches.id, id));
      } else await db.delete(importImageFetches).where(eq(importImageFetches.id, id));
    },

    /**
     * Puts pictures' problems on their rows of the run, in one change: a picture's message replaces
     * what an earlier try said of it (`first`: its first failure, counted once), and `null` takes it
     * off (fetched after all). Answers the run, or null when nothing changed.
     */
    async problems(importId: number, changes: PictureChange[]): Promise<ProductImportRow | null> {
      if (changes.length === 0) return null;
      return transaction(db, async (tx) => {
        const [run] = await tx.select().from(productImports).where(eq(productImports.id, importId)).for('update');
        if (!run) return null;
        let problems = run.problems;
        let total = run.problemsTotal;
        for (const change of changes) {
          const same = (problem: ImportProblem) =>
            problem.line === change.line && problem.field === 'picture' && problem.message.includes(change.url);
          problems = problems.filter((problem) => !same(problem));
          if (change.message === null) total -= change.first ? 0 : 1;
          else {
            if (change.first) total += 1;
            if (problems.length < IMPORT_PROBLEMS_SHOWN) {
              problems.push({
                line: change.line,
                offer_id: change.offerId,
                field: 'picture',
                severity: 'warning',
                message: change.message,
              });
            }
          }
        }
        const [saved] = await tx
          .update(productImports)
          .set({ problems, problemsTotal: total })
          .where(eq(productImports.id, importId))
          .returning();
        return saved!;
      });
    },
  };
}

export type ImportPicturesRepository = ReturnType<typeof importPicturesRepository>;
