import { z } from 'zod';
import { idParams, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';

/** The base of the product import calls. */
const IMPORTS_BASE = '/admin-suppliers/v1/product-imports';

/** The calls answering files (downloaded, not in the endpoint table): ?format=xlsx|csv. */
export const IMPORTS_PATHS = {
  /** Our template, the products export's columns with a sample row. */
  template: `${IMPORTS_BASE}/template`,
  /** A run's problems with the supplier's own rows. */
  problems: (id: number | string) => `${IMPORTS_BASE}/${id}/problems`,
} as const;

/** A run's realtime channel (private): `import.progress` after each batch and at the end. */
export const importChannel = (id: number) => `import.${id}`;
export const IMPORT_PROGRESS_EVENT = 'import.progress';

export const importStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof importStatuses)[number];
/** Runs that may still change. */
export const IMPORT_OPEN_STATUSES: readonly ImportStatus[] = ['queued', 'running'];

/** The multipart field of the feed file. */
export const IMPORT_FILE_FIELD = 'file';
/** A multipart field before the file: `true` sets the active products the feed does not list inactive. */
export const IMPORT_DEACTIVATE_FIELD = 'deactivate_missing';
/** A multipart field before the file: what finds the supplier's product of an offer (`sku` or `offer_id`). */
export const IMPORT_KEY_FIELD = 'key_field';
/** What finds the supplier's product of an offer: its SKU (`vendorCode`, the default) or the feed's offer id. */
export const importKeyFields = ['sku', 'offer_id'] as const;
export type ImportKeyField = (typeof importKeyFields)[number];
/** The largest feed file accepted (200 MB). */
export const IMPORT_FILE_MAX_BYTES = 200 * 1024 * 1024;
const MAX_MB = IMPORT_FILE_MAX_BYTES / 1024 / 1024;

export const importsValidationMessages = {
  uk: { file_too_large: `Файл завеликий: найбільше ${MAX_MB} МБ.` },
  en: { file_too_large: `The file is too large: ${MAX_MB} MB at most.` },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function importsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = importsValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

/**
 * A feed upload's parts (the dry run and the run take them as multipart fields): the file, refused
 * over IMPORT_FILE_MAX_BYTES (the API answers 413 `file_too_large` while it streams), what finds
 * the products, and whether the feed is full.
 */
export const importUploadFields = z.object({
  [IMPORT_FILE_FIELD]: z
    .custom<File>((value) => value instanceof File, { message: 'required' })
    .refine((file) => file.size <= IMPORT_FILE_MAX_BYTES, { message: 'file_too_large' }),
  [IMPORT_KEY_FIELD]: z.enum(importKeyFields),
  [IMPORT_DEACTIVATE_FIELD]: z.boolean(),
});

/** Problems the dry run answers in full; the rest are counted. */
export const IMPORT_PROBLEMS_SHOWN = 500;

export const importSeverities = ['error', 'warning'] as const;
export type ImportSeverity = (typeof importSeverities)[number];

export const importProblem = z.object({
  /** The line of the feed the offer starts on. */
  line: z.number().int().nullable(),
  offer_id: z.string().nullable(),
  /** The feed's field (`price`, `vendorCode`, …), null for the whole offer or file. */
  field: z.string().nullable(),
  severity: z.enum(importSeverities),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * Why a marketplace category is suggested for a feed category, strongest first: other sellers
 * confirmed it for the same feed path (counted, never named), the same name (or its words in
 * another order), the same words as stems or a subset («Гантелі» → «Гантелі та гирі»), a synonym
 * of the category, or the names of the category's offers.
 */
export const importSuggestionReasons = ['others', 'name', 'words', 'synonym', 'offers'] as const;
export type ImportSuggestionReason = (typeof importSuggestionReasons)[number];

export const importSuggestion = z.object({
  reason: z.enum(importSuggestionReasons),
  /** The reason in the reader's language: «збіг назви», «підтвердили інші продавці (3)». */
  why: z.string(),
  /** How sure, in percent (0–100): the panel accepts every suggestion from a chosen percent up. */
  confidence: z.number().int().min(0).max(100),
  /** For `others`: how many other sellers confirmed it (at least 2); null otherwise. */
  sellers: z.number().int().nullable(),
});
export type ImportSuggestion = z.infer<typeof importSuggestion>;

export const importCategory = z.object({
  /** The feed's category id and name, with its path in the feed. */
  id: z.string(),
  /** The feed's parent category id (null for a root): a parent's choice may be given to all its children. */
  parent_id: z.string().nullable(),
  name: z.string(),
  path: z.string(),
  /** What the supplier's choice is remembered by (the path in lower case). */
  key: z.string(),
  offers: z.number().int(),
  /**
   * Its offers no product of the supplier has yet: created while it maps to a marketplace
   * category, else skipped (the panel recounts the dry run by them as the supplier picks).
   */
  new_offers: z.number().int(),
  /** The marketplace category it maps to; null while it does not (or, confirmed, when it is not imported). */
  category: z.object({ id: z.number().int(), path: z.string() }).nullable(),
  /** The supplier confirmed it (remembered from an earlier run); else `category` is the suggestion. */
  confirmed: z.boolean(),
  /** Why and how sure `category` is suggested; null when confirmed or nothing is suggested. */
  suggestion: importSuggestion.nullable(),
});
export type ImportCategory = z.infer<typeof importCategory>;

/** A feed `param` (by name and unit) and the supplier's attribute it fills. */
export const importParam = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  offers: z.number().int(),
  /** The attribute it fills; null: a new attribute of that name is made on apply (or, confirmed, it is not imported). */
  attribute: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Remembered from an earlier run or chosen by the supplier; else a suggestion by name. */
  confirmed: z.boolean(),
});
export type ImportParam = z.infer<typeof importParam>;

/** Longest remembered key of a feed category path or a param. */
export const IMPORT_MAP_KEY_MAX = 1000;
/** Entries one mappings call may confirm. */
export const IMPORT_MAPPINGS_MAX = 5000;

export const importMappingsBody = z.object({
  categories: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(IMPORT_MAP_KEY_MAX),
        /** A marketplace leaf category, or null: the feed category is not imported. */
        category_id: rowId.nullable(),
      }),
    )
    .max(IMPORT_MAPPINGS_MAX)
    .default([]),
  params: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(IMPORT_MAP_KEY_MAX),
        /** One of the supplier's attributes, or null: the param is not imported. */
        attribute_id: rowId.nullable(),
      }),
    )
    .max(IMPORT_MAPPINGS_MAX)
    .default([]),
});
export type ImportMappingsBody = z.input<typeof importMappingsBody>;

export const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const importCheckResponse = z.object({
  data: z.object({
    format: z.enum(['yml', 'xlsx', 'csv']),
    file_name: z.string(),
    offers: z.number().int(),
    counts: importCounts,
    categories: z.array(importCategory),
    params: z.array(importParam),
    problems: z.array(importProblem),
    problems_total: z.number().int(),
    /** Where the XML breaks off: nothing of such a file can be applied. */
    broken: z.object({ line: z.number().int(), reason: z.string() }).nullable(),
  }),
});
export type ImportCheckResponse = z.infer<typeof importCheckResponse>;
export type ImportCheck = ImportCheckResponse['data'];

/**
 * What started a run: the supplier's upload, the supplier's check of a feed URL (adding it,
 * changing its address, «check now»), or the feed URL's schedule.
 */
export const importTriggers = ['upload', 'check', 'schedule'] as const;
export type ImportTrigger = (typeof importTriggers)[number];

export const productImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** The feed URL source that started it; null for an upload. */
  source_id: z.number().int().nullable(),
  trigger: z.enum(importTriggers),
  key_field: z.enum(importKeyFields),
  status: z.enum(importStatuses),
  /** A full feed: active products it does not list are set inactive when it is done. */
  deactivate_missing: z.boolean(),
  deactivated: z.number().int(),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  counts: importCounts,
  problems_total: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImport>;

export const productImportDetail = productImport.extend({ problems: z.array(importProblem) });
export type ProductImportDetail = z.infer<typeof productImportDetail>;

export const productImportsResponse = z.object({ data: z.array(productImport) });
export const productImportResponse = z.object({ data: productImportDetail });
export const productImportSavedResponse = z.object({ message: z.string(), data: productImport });
export const importTemplateQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export const importIdParams = idParams;

/** `import.progress`: the run as it stands. */
export const importProgressEvent = productImport;
export type ImportProgressEvent = ProductImport;

/** How often a feed URL is checked. */
export const importSchedules = ['hourly', 'daily'] as const;
export type ImportSchedule = (typeof importSchedules)[number];
/** The last check of a feed URL: nothing changed, a run started, or it failed (see `error`). */
export const importSourceResults = ['unchanged', 'started', 'failed'] as const;
export type ImportSourceResult = (typeof importSourceResults)[number];
/** Feed URLs one supplier may keep. */
export const IMPORT_SOURCES_MAX = 20;
export const IMPORT_SOURCE_URL_MAX = 2000;

export const importSource = z.object({
  id: z.number().int(),
  url: z.string(),
  schedule: z.enum(importSchedules),
  deactivate_missing: z.boolean(),
  key_field: z.enum(importKeyFields),
  /** A check is queued or under way. */
  checking: z.boolean(),
  checked_at: z.string().nullable(),
  next_check_at: z.string(),
  last_result: z.enum(importSourceResults).nullable(),
  /** Why the last check failed (the panel's language). */
  error: z.string().nullable(),
  /** The last run it started, with its status. */
  last_import: z.object({ id: z.number().int(), status: z.enum(importStatuses) }).nullable(),
  created_at: z.string(),
});
export type ImportSource = z.infer<typeof importSource>;

export const importSourceBody = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(IMPORT_SOURCE_URL_MAX)
    .regex(/^https?:\/\/\S+$/i, 'an http(s) address'),
  schedule: z.enum(importSchedules).default('daily'),
  deactivate_missing: z.boolean().default(false),
  key_field: z.enum(importKeyFields).default('sku'),
});

export const importSourcesResponse = z.object({ data: z.array(importSource) });
export const importSourceSavedResponse = z.object({ message: z.string(), data: importSource });
export const importMessageResponse = z.object({ message: z.string() });

/**
 * What each endpoint of `importsEndpoints` takes and answers. The feed uploads are multipart: the
 * optional fields (`IMPORT_KEY_FIELD`, `IMPORT_DEACTIVATE_FIELD`) before the file (`IMPORT_FILE_FIELD`).
 * The template and a run's problems answer files (`IMPORTS_PATHS`, downloaded, not in the table).
 */
export const importsEndpointSchemas = {
  checkProductImport: {
    permission: 'catalogue',
    body: 'multipart',
    responses: { 200: importCheckResponse },
    errors: [401, 413, 422],
    requires: ['subscription'],
  },
  startProductImport: {
    permission: 'catalogue',
    body: 'multipart',
    responses: { 201: productImportSavedResponse },
    errors: [401, 413, 422],
    requires: ['subscription', 'articles'],
  },
  saveProductImportMappings: {
    permission: 'catalogue',
    body: importMappingsBody,
    responses: { 200: importMessageResponse },
    errors: [401, 422],
    requires: ['subscription'],
  },
  listProductImports: {
    permission: 'catalogue',
    responses: { 200: productImportsResponse },
    errors: [401],
    requires: ['subscription'],
  },
  getProductImport: {
    permission: 'catalogue',
    params: importIdParams,
    responses: { 200: productImportResponse },
    errors: [401, 404, 422],
    requires: ['subscription'],
  },
  cancelProductImport: {
    permission: 'catalogue',
    params: importIdParams,
    responses: { 200: productImportSavedResponse },
    errors: [401, 404, 409, 422],
    requires: ['subscription'],
  },
  listProductImportSources: {
    permission: 'catalogue',
    responses: { 200: importSourcesResponse },
    errors: [401],
    requires: ['subscription'],
  },
  addProductImportSource: {
    permission: 'catalogue',
    body: importSourceBody,
    responses: { 201: importSourceSavedResponse },
    errors: [401, 409, 422],
    requires: ['subscription', 'articles'],
  },
  updateProductImportSource: {
    permission: 'catalogue',
    params: importIdParams,
    body: importSourceBody,
    responses: { 200: importSourceSavedResponse },
    errors: [401, 404, 409, 422],
    requires: ['subscription', 'articles'],
  },
  removeProductImportSource: {
    permission: 'catalogue',
    params: importIdParams,
    responses: { 200: importMessageResponse },
    errors: [401, 404, 422],
    requires: ['subscription'],
  },
  checkProductImportSource: {
    permission: 'catalogue',
    params: importIdParams,
    responses: { 202: importSourceSavedResponse },
    errors: [401, 404, 409, 422, 429],
    requires: ['subscription', 'articles'],
  },
} satisfies EndpointTable;
