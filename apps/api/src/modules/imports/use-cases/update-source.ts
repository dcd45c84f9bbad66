import type { ImportStatus } from '@supplier/contracts/imports';
import type { ImportsContext } from '../imports.context';
import type { ImportSourceRow } from '../imports.table';
import type { SourceInput } from './add-source';

/** Changes a feed URL source (a new URL is checked at once); null when it is not the supplier's, 'taken' when the URL is another source's. */
export async function updateSource(
  ctx: ImportsContext,
  input: { supplierId: number; id: number } & SourceInput,
): Promise<{ source: ImportSourceRow; lastImportStatus: ImportStatus | null } | 'taken' | null> {
  const { supplierId, id, ...change } = input;
  const saved = await ctx.sources.update(supplierId, id, change, ctx.clock.now());
  if (!saved || saved === 'taken') return saved;
  const found = await ctx.sources.find(supplierId, saved.id);
  return { source: saved, lastImportStatus: found?.lastImportStatus ?? null };
}
