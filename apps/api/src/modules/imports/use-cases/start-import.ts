import type { Readable } from 'node:stream';
import type { ImportKeyField } from '@supplier/contracts/imports';
import { storageKey } from '../../../lib/storage';
import type { ImportsContext } from '../imports.context';
import type { ProductImportRow } from '../imports.table';

/** An uploaded feed kept privately and a run of it queued (the `imports.apply` job applies it). */
export async function startImport(
  ctx: ImportsContext,
  input: { supplierId: number; feed: Readable; fileName: string; deactivateMissing: boolean; keyField: ImportKeyField },
): Promise<ProductImportRow> {
  const { supplierId, fileName, deactivateMissing, keyField } = input;
  const fileUrl = await ctx.storage.put(
    storageKey(`imports/${supplierId}`, 'feed'),
    input.feed,
    'application/octet-stream',
  );
  return ctx.runs.start({ supplierId, userId: supplierId, fileName, fileUrl, deactivateMissing, keyField });
}
