import type { ImportsContext } from '../imports.context';
import { presentImport } from '../imports.presenter';
import type { ProductImportRow } from '../imports.table';

/**
 * Cancels the supplier's open run (the batches applied so far stay): its file goes and the panel
 * hears of it. Answers the run and whether this call cancelled it, or null when it is not theirs.
 */
export async function cancelImport(
  ctx: ImportsContext,
  input: { supplierId: number; importId: number },
): Promise<{ run: ProductImportRow; cancelled: boolean } | null> {
  const outcome = await ctx.runs.cancel(input.supplierId, input.importId, ctx.clock.now());
  if (!outcome?.cancelled) return outcome;
  const { run } = outcome;
  if (run.fileUrl) await ctx.storage.remove(run.fileUrl).catch(() => undefined);
  await ctx.events.importProgress(presentImport(run));
  return outcome;
}
