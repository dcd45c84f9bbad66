import { z } from 'zod';
import { decimal, idParam, optionalQuery, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { MARKETPLACE_BASE, externalOrderId } from './marketplace';
import { issueMessage, type IssueLike } from './messages';
import { isoDate } from './money-ledger';
export * from './reviews-constants';

/**
 * Reviews (`Відгуки`, issue 14). Buyers review a product through the marketplace gateway; the
 * supplier reads them under `/admin-suppliers/v1/reviews`, answers each once in public (the
 * answer may be edited for 24 hours) and may report one that breaks the marketplace's rules.
 */

/** The gateway call that places a review (signed as every gateway call, see marketplace.ts). */
export const MARKETPLACE_REVIEWS_PATH = `${MARKETPLACE_BASE}/reviews`;
/** The marketplace's moderators decide on a supplier's report of a review (by the review's external id). */
export const marketplaceReviewReportPath = (externalId: string) =>
  `${MARKETPLACE_REVIEWS_PATH}/${encodeURIComponent(externalId)}/report`;

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_PROS_MAX = 1000;
export const REVIEW_AUTHOR_MAX = 100;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_URL_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_COMMENT_MAX = 500;
export const REVIEW_SEARCH_MAX = 100;
export const REVIEWS_PER_PAGE_DEFAULT = 20;
export const REVIEWS_PER_PAGE_MAX = 100;
/** A reply may be edited this long after it was first given. */
export const REVIEW_REPLY_EDIT_HOURS = 24;

// ---------------------------------------------------------------------------------------------
// Reports

export const reviewReportReasons = [
  'spam',
  'offensive',
  'not_about_product',
  'personal_data',
  'fake',
  'other',
] as const;
export const reviewReportReasonSchema = z.enum(reviewReportReasons);
export type ReviewReportReason = (typeof reviewReportReasons)[number];
export const reviewReportReasonLabels = {
  uk: {
    spam: 'Спам або реклама',
    offensive: 'Образи чи нецензурна лексика',
    not_about_product: 'Відгук не про товар',
    personal_data: 'Містить персональні дані',
    fake: 'Неправдивий відгук (покупки не було)',
    other: 'Інша причина',
  },
  en: {
    spam: 'Spam or advertising',
    offensive: 'Insults or obscene language',
    not_about_product: 'Not about the product',
    personal_data: 'Contains personal data',
    fake: 'Fake review (no purchase)',
    other: 'Other reason',
  },
} as const satisfies Record<Locale, Record<ReviewReportReason, string>>;

/** Where a report stands: the marketplace's moderators decide. */
export const reviewReportStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ReviewReportStatus = (typeof reviewReportStatuses)[number];
export const reviewReportStatusLabels = {
  uk: { pending: 'На розгляді', accepted: 'Скаргу прийнято', rejected: 'Скаргу відхилено' },
  en: { pending: 'Under review', accepted: 'Report accepted', rejected: 'Report rejected' },
} as const satisfies Record<Locale, Record<ReviewReportStatus, string>>;

// ---------------------------------------------------------------------------------------------
// Validation texts

export const reviewsValidationMessages = {
  uk: {
    search_too_long: 'Пошуковий запит задовгий.',
    reply_required: 'Напишіть відповідь.',
    reply_too_long: 'Відповідь задовга: не більше {{maximum}} символів.',
    comment_required: 'Опишіть причину скарги.',
    photo_url: 'Посилання на фото має починатися з http:// або https://.',
  },
  en: {
    search_too_long: 'The search text is too long.',
    reply_required: 'Write a reply.',
    reply_too_long: 'The reply is too long: {{maximum}} characters at most.',
    comment_required: 'Describe the reason for the report.',
    photo_url: 'A photo link must start with http:// or https://.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function reviewsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = reviewsValidationMessages[locale];
  const text = own[issue.message];
  if (!text) return issueMessage(issue, locale);
  return text.replace('{{maximum}}', String(REVIEW_REPLY_MAX));
}

// ---------------------------------------------------------------------------------------------
// The list

/** `unanswered_first` (the default): unanswered newest first, then answered newest first. */
export const reviewSorts = ['unanswered_first', 'newest', 'oldest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

const reviewsFilterFields = z.object({
  rating: optionalQuery(decimal(z.number().int().min(1).max(5))),
  /** `true`: only reviews with photos. */
  with_photos: optionalQuery(z.enum(['true', 'false'])),
  /** `false`: only unanswered; `true`: only answered. */
  answered: optionalQuery(z.enum(['true', 'false'])),
  product_id: optionalQuery(idParam),
  store_id: optionalQuery(idParam),
  date_from: optionalQuery(isoDate),
  date_to: optionalQuery(isoDate),
  /** A fragment of the text, pros, cons or the author's name. */
  q: optionalQuery(z.string().trim().max(REVIEW_SEARCH_MAX, { message: 'search_too_long' })),
});

/**
 * GET /admin-suppliers/v1/reviews. Dates are calendar days in Europe/Kyiv, both ends included.
 * `cursor` is the `next_cursor` of the previous page (same filters and sort).
 */
export const reviewsQuery = reviewsFilterFields
  .extend({
    sort: z.enum(reviewSorts).default('unanswered_first'),
    cursor: optionalQuery(z.string().max(300)),
    per_page: decimal(z.number().int().min(1).max(REVIEWS_PER_PAGE_MAX).default(REVIEWS_PER_PAGE_DEFAULT)),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'date_range',
    path: ['date_to'],
  });
export type ReviewsQuery = Partial<z.output<typeof reviewsQuery>>;
export type ReviewsFilter = z.output<typeof reviewsQuery>;

export const reviewPhoto = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const reviewReply = z.object({
  /** Sanitized HTML (the rich-text subset). */
  text: z.string(),
  replied_at: z.string(),
  edited_at: z.string().nullable(),
  /** Until when the reply may be edited; `can_edit` is whether that is still ahead. */
  editable_until: z.string(),
  can_edit: z.boolean(),
});
export type ReviewReply = z.infer<typeof reviewReply>;

export const reviewReport = z.object({
  reason: reviewReportReasonSchema,
  comment: z.string().nullable(),
  status: z.enum(reviewReportStatuses),
  reported_at: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReport>;

export const reviewItem = z.object({
  id: z.number().int(),
  /** Null when the product has since been deleted; `name` is as it was when reviewed. */
  product: z.object({ id: z.number().int().nullable(), name: z.string() }),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The order the review came from, when the storefront named one of this supplier's orders. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** A review of a real, completed order of this supplier with this product. */
  verified: z.boolean(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  pros: z.string(),
  cons: z.string(),
  photos: z.array(reviewPhoto),
  reply: reviewReply.nullable(),
  report: reviewReport.nullable(),
  created_at: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewsResponse = z.object({
  data: z.array(reviewItem),
  meta: z.object({
    per_page: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});

export const reviewResponse = z.object({ data: reviewItem });
/** A reply or a report: a text and the review as saved. */
export const reviewSavedResponse = z.object({ message: z.string(), data: reviewItem });

// ---------------------------------------------------------------------------------------------
// The summary

const trendPeriod = z.object({
  days: z.number().int(),
  /** Reviews of the last `days` calendar days (Europe/Kyiv, today included), and their average (null with none). */
  count: z.number().int(),
  average: z.number().nullable(),
  /** The same for the `days` days before them. */
  previous_count: z.number().int(),
  previous_average: z.number().nullable(),
});
export type ReviewTrendPeriod = z.infer<typeof trendPeriod>;

/** GET /admin-suppliers/v1/reviews/summary: every review of the supplier (no list filter). */
export const reviewSummaryResponse = z.object({
  data: z.object({
    total: z.number().int(),
    /** Rounded to 2 decimals; null with no reviews. */
    average: z.number().nullable(),
    /** How many reviews of each rating, `{"1": n, …, "5": n}`. */
    distribution: z.object({
      1: z.number().int(),
      2: z.number().int(),
      3: z.number().int(),
      4: z.number().int(),
      5: z.number().int(),
    }),
    unanswered: z.number().int(),
    trend: z.object({ d30: trendPeriod, d90: trendPeriod }),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummaryResponse>['data'];

/** GET /admin-suppliers/v1/reviews/counts: what waits for a reply (the side menu's count). */
export const reviewCountsResponse = z.object({ data: z.object({ unanswered: z.number().int() }) });

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * PUT /admin-suppliers/v1/reviews/{id}/reply: the public reply, first time or an edit within
 * 24 hours of the first (then 409 `reply_locked`). Sanitized to the rich-text subset.
 */
export const reviewReplyRequest = z.object({
  text: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().min(1, { message: 'reply_required' }).max(REVIEW_REPLY_MAX, { message: 'reply_too_long' }),
  ),
});

/** POST /admin-suppliers/v1/reviews/{id}/report: once per review (then 409); `other` needs a comment. */
export const reviewReportRequest = z
  .object({
    reason: reviewReportReasonSchema,
    comment: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
        z.string().max(REVIEW_REPORT_COMMENT_MAX).nullable(),
      )
      .default(null),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && !body.comment) {
      context.addIssue({ code: 'custom', path: ['comment'], message: 'comment_required', input: body.comment });
    }
  });

/** `{id}` of a review; anything that is not one answers 404 (as another supplier's review does). */
export const reviewParams = z.object({ id: z.string().max(32) });

// ---------------------------------------------------------------------------------------------
// The gateway

/** A buyer's photo link (reviews, return requests): fetched and checked by the server. */
export const photoUrl = z
  .string()
  .max(REVIEW_PHOTO_URL_MAX)
  .regex(/^https?:\/\/[^\s/\\]+/i, { message: 'photo_url' });

/**
 * POST /api/marketplace/v1/reviews: a buyer's review of a product of the supplier, idempotent by
 * `external_id` (a repeat answers 200 with the same review). `order_external_id` names the order
 * it came from: a completed order of this supplier with this product makes it a verified purchase.
 */
export const placeReviewRequest = z.object({
  external_id: externalOrderId,
  supplier_id: rowId,
  product_id: rowId,
  order_external_id: externalOrderId.nullable().default(null),
  author_name: z.string().trim().min(1).max(REVIEW_AUTHOR_MAX),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().max(REVIEW_TEXT_MAX).default(''),
  pros: z.string().trim().max(REVIEW_PROS_MAX).default(''),
  cons: z.string().trim().max(REVIEW_PROS_MAX).default(''),
  photos: z.array(photoUrl).max(REVIEW_PHOTOS_MAX).default([]),
});
export type PlaceReviewRequest = z.input<typeof placeReviewRequest>;

export const marketplaceReviewResponse = z.object({
  data: z.object({
    id: z.number().int(),
    external_id: z.string(),
    verified: z.boolean(),
    /** Where the supplier's report of the review stands; null when it was not reported. */
    report_status: z.enum(reviewReportStatuses).nullable(),
    created_at: z.string(),
  }),
});

export const marketplaceReviewParams = z.object({ external_id: externalOrderId });

/**
 * POST /api/marketplace/v1/reviews/{external_id}/report: the moderators' decision on the
 * supplier's report (a review that was not reported answers 409 `not_reported`).
 */
export const reviewReportDecisionRequest = z.object({ status: z.enum(['accepted', 'rejected']) });
export type ReviewReportDecisionRequest = z.input<typeof reviewReportDecisionRequest>;
export type MarketplaceReviewResponse = z.infer<typeof marketplaceReviewResponse>;

// ---------------------------------------------------------------------------------------------
// Realtime

/** `review.created` and `review.changed`: the review as the list shows it, and the unanswered count after. */
export const reviewRealtimeEvent = z.object({ review: reviewItem, unanswered: z.number().int() });
export type ReviewRealtimeEvent = z.infer<typeof reviewRealtimeEvent>;

// ---------------------------------------------------------------------------------------------
// The endpoint table

const reviewErrors = [401, 404] as const;

/** What each endpoint of `reviewsEndpoints` takes and answers. */
export const reviewsEndpointSchemas = {
  listReviews: { permission: 'reviews', query: reviewsQuery, responses: { 200: reviewsResponse }, errors: [401, 422] },
  getReviewsSummary: { permission: 'reviews', responses: { 200: reviewSummaryResponse }, errors: [401] },
  countReviews: { permission: 'reviews', responses: { 200: reviewCountsResponse }, errors: [401] },
  getReview: { permission: 'reviews', params: reviewParams, responses: { 200: reviewResponse }, errors: reviewErrors },
  replyToReview: {
    permission: 'reviews',
    params: reviewParams,
    body: reviewReplyRequest,
    responses: { 200: reviewSavedResponse },
    errors: [...reviewErrors, 409, 422],
  },
  reportReview: {
    permission: 'reviews',
    params: reviewParams,
    body: reviewReportRequest,
    responses: { 200: reviewSavedResponse },
    errors: [...reviewErrors, 409, 422],
  },
} satisfies EndpointTable;
