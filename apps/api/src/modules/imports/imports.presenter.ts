import type { ImportSource, ImportStatus, ProductImport, ProductImportDetail } from '@supplier/contracts/imports';
import type { ImportSourceRow, ProductImportRow } from './imports.table';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A run as the panel lists it. */
export function presentImport(row: ProductImportRow): ProductImport {
  return {
    id: row.id,
    file_name: row.fileName,
    source_id: row.sourceId,
    trigger: row.trigger,
    key_field: row.keyField,
    status: row.status,
    deactivate_missing: row.deactivateMissing,
    deactivated: row.deactivated,
    processed: row.processed,
    total: row.total,
    counts: row.counts,
    problems_total: row.problemsTotal,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}

/** A run with its problems (its report). */
export const presentImportDetail = (row: ProductImportRow): ProductImportDetail => ({
  ...presentImport(row),
  problems: row.problems,
});

/** A source as the panel lists it. */
export function presentSource(source: ImportSourceRow, lastImportStatus: ImportStatus | null): ImportSource {
  return {
    id: source.id,
    url: source.url,
    schedule: source.schedule,
    deactivate_missing: source.deactivateMissing,
    key_field: source.keyField,
    checking: source.checkQueuedAt !== null,
    checked_at: iso(source.checkedAt),
    next_check_at: source.nextCheckAt.toISOString(),
    last_result: source.lastResult,
    error: source.error,
    last_import:
      source.lastImportId !== null && lastImportStatus !== null
        ? { id: source.lastImportId, status: lastImportStatus }
        : null,
    created_at: source.createdAt.toISOString(),
  };
}
