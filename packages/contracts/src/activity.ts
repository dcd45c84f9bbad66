import { z } from 'zod';
import { decimal, idParam, idParams, optionalQuery } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';
import { isoDate } from './money-ledger';
export * from './activity-actions';

/**
 * The activity log «Журнал дій» (issue 34): who of a shop's team changed what, when and from
 * where, with the before and after of the fields that matter. Kept a year.
 */

export const ACTIVITY_PER_PAGE_DEFAULT = 50;
export const ACTIVITY_PER_PAGE_MAX = 100;
export const ACTIVITY_KEEP_DAYS = 365;
/** Entries of one object's history per page. */
export const OBJECT_HISTORY_PER_PAGE = 20;

export const activityValidationMessages = {
  uk: { member_invalid: 'Оберіть учасника команди або власника.' },
  en: { member_invalid: 'Choose a team member or the owner.' },
} as const satisfies Record<Locale, Record<string, string>>;

export function activityIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = activityValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

const datesInOrder = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;

const slug = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,79}$/, { message: 'invalid' });

/**
 * GET /admin-suppliers/v1/activity. `member`: a member's id, or `owner` for the supplier's own
 * sign-in. `object_id` only with `object_type` (an order's or a product's history). Dates are
 * calendar days in Europe/Kyiv, both ends included. Newest first; `cursor` is the previous
 * page's `next_cursor` under the same filters.
 */
const activityFilterFields = z.object({
  member: optionalQuery(z.union([z.literal('owner'), idParam], { message: 'member_invalid' })),
  object_type: optionalQuery(slug),
  object_id: optionalQuery(z.string().trim().min(1).max(80)),
  action: optionalQuery(slug),
  date_from: optionalQuery(isoDate),
  date_to: optionalQuery(isoDate),
});

export const activityQuery = activityFilterFields
  .extend({
    cursor: optionalQuery(z.string().max(300)),
    per_page: decimal(z.number().int().min(1).max(ACTIVITY_PER_PAGE_MAX).default(ACTIVITY_PER_PAGE_DEFAULT)),
  })
  .refine(datesInOrder, { message: 'date_range', path: ['date_to'] });
export type ActivityQuery = Partial<z.output<typeof activityQuery>>;
export type ActivityFilter = z.output<typeof activityQuery>;

export const activityExportFormats = ['csv', 'xlsx'] as const;
export type ActivityExportFormat = (typeof activityExportFormats)[number];

/** GET /admin-suppliers/v1/activity/export: what the list finds, newest first, as a streamed file. */
export const activityExportQuery = activityFilterFields
  .extend({ format: z.enum(activityExportFormats).default('xlsx') })
  .refine(datesInOrder, { message: 'date_range', path: ['date_to'] });
export type ActivityExportQuery = Partial<z.output<typeof activityExportQuery>>;

/** A field's value before and after the change (null: it had none, or it was created/removed). */
export const activityChange = z.object({ from: z.unknown(), to: z.unknown() });
export type ActivityChange = z.infer<typeof activityChange>;

export const activityEntry = z.object({
  id: z.number().int(),
  /** Who acted: a team member, or null for the supplier's own (owner's) sign-in. */
  member_id: z.number().int().nullable(),
  /** Their name when they acted. */
  actor_name: z.string(),
  /** The endpoint's operationId. */
  action: z.string(),
  /** The action in words, in the request's language. */
  action_text: z.string(),
  object: z.object({
    type: z.string(),
    /** The object type in words. */
    type_text: z.string(),
    id: z.string().nullable(),
    /** A human name of the object (`№ 1042`, a product's name), when the change named one. */
    label: z.string().nullable(),
  }),
  changes: z.record(z.string(), activityChange),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityResponse = z.object({
  data: z.array(activityEntry),
  meta: z.object({
    per_page: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

/** The entries about one object (a product's «Історія»), newest first, one keyset page at a time. */
export const objectHistoryQuery = z.object({
  cursor: optionalQuery(z.string().max(300)),
  per_page: decimal(z.number().int().min(1).max(ACTIVITY_PER_PAGE_MAX).default(OBJECT_HISTORY_PER_PAGE)),
});

export const activityEndpointSchemas = {
  listActivity: {
    permission: 'activity-log',
    query: activityQuery,
    responses: { 200: activityResponse },
    errors: [401, 403, 422],
  },
  /** Whoever may read the product may read its history, not the whole log; 404 for another supplier's. */
  listProductHistory: {
    permission: 'catalogue:read',
    params: idParams,
    query: objectHistoryQuery,
    responses: { 200: activityResponse },
    errors: [401, 404, 422],
  },
} satisfies EndpointTable;
