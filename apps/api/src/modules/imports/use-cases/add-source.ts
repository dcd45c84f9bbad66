import { IMPORT_SOURCES_MAX, type ImportKeyField, type ImportSchedule } from '@supplier/contracts/imports';
import type { ImportsContext } from '../imports.context';
import type { ImportSourceRow } from '../imports.table';

export interface SourceInput {
  url: string;
  schedule: ImportSchedule;
  deactivateMissing: boolean;
  keyField: ImportKeyField;
}

/** A feed URL kept in sync, checked at once; refused past IMPORT_SOURCES_MAX, or when the supplier has that URL. */
export async function addSource(
  ctx: ImportsContext,
  input: { supplierId: number } & SourceInput,
): Promise<ImportSourceRow | 'too_many' | 'taken'> {
  if ((await ctx.sources.count(input.supplierId)) >= IMPORT_SOURCES_MAX) return 'too_many';
  return (await ctx.sources.add(input, ctx.clock.now())) ?? 'taken';
}
