import { IMPORT_OPEN_STATUSES, type ImportStatus } from '@supplier/contracts/imports';
import type { ImportsContext } from '../imports.context';
import type { ImportSourceRow } from '../imports.table';

/**
 * The supplier's «check now» of a feed URL, queued for the background; 'busy' while its last run
 * is open, null when it is not theirs.
 */
export async function checkSourceNow(
  ctx: ImportsContext,
  input: { supplierId: number; id: number },
): Promise<{ source: ImportSourceRow; lastImportStatus: ImportStatus | null } | 'busy' | null> {
  const found = await ctx.sources.find(input.supplierId, input.id);
  if (!found) return null;
  if (found.lastImportStatus && IMPORT_OPEN_STATUSES.includes(found.lastImportStatus)) return 'busy';
  const now = ctx.clock.now();
  await ctx.sources.queueCheck(found.source.id, now, 'check');
  return { source: { ...found.source, checkQueuedAt: now }, lastImportStatus: found.lastImportStatus };
}
