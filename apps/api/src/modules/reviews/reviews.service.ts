import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { rowId } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  REVIEW_REPLY_EDIT_HOURS,
  type ReviewItem,
  type ReviewReportReason,
  type ReviewReportStatus,
  type ReviewSummary,
  type ReviewsFilter,
  type placeReviewRequest,
} from '@supplier/contracts/reviews';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import { httpErrors } from '../../errors';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { decodeCursorJson, encodeCursorJson } from '../../lib/page-cursor';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { RealtimeEvents } from '../realtime';
import { emitWebhookEvent } from '../integrations';
import { sendToStorefront } from '../marketplace';
import type { NotificationsService } from '../notifications';
import { reviewsText } from './reviews.messages';
import type { ReviewWithLinks, ReviewsCursor, ReviewsRepository } from './reviews.repository';
import type { ReviewRow } from './reviews.table';

export const REVIEW_PHOTOS_JOB = 'reviews.photos';
const HOUR = 3_600_000;

type PlaceReview = z.output<typeof placeReviewRequest>;

export interface ReviewsServiceDeps {
  repo: ReviewsRepository;
  events: Pick<RealtimeEvents, 'reviewCreated' | 'reviewChanged'>;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function encodeReviewsCursor(cursor: ReviewsCursor): string {
  return encodeCursorJson([cursor.sort, cursor.phase, cursor.id]);
}

export function decodeReviewsCursor(text: string, sort: ReviewsCursor['sort']): ReviewsCursor | null {
  const valid = decodeCursorJson(text, z.tuple([z.literal(sort), z.union([z.literal(0), z.literal(1)]), rowId]));
  return valid && { sort, phase: valid[1], id: valid[2] };
}

/** Reviews (issue 14): the gateway's placement, the supplier's list, summary, reply and report. */
export function reviewsService({ repo, events, notifications, clock, log }: ReviewsServiceDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(reviewsText(locale, 'review_not_found'));

  function item(row: ReviewWithLinks, now = clock.now()): ReviewItem {
    const editableUntil = row.repliedAt ? new Date(row.repliedAt.getTime() + REVIEW_REPLY_EDIT_HOURS * HOUR) : null;
    return {
      id: row.id,
      product: { id: row.productId, name: row.productName },
      store: row.storeId && row.storeName ? { id: row.storeId, name: row.storeName } : null,
      order: row.orderId && row.orderNumber !== null ? { id: row.orderId, number: String(row.orderNumber) } : null,
      verified: row.verified,
      author_name: row.authorName,
      rating: row.rating,
      text: row.text,
      pros: row.pros,
      cons: row.cons,
      photos: row.photos,
      reply:
        row.reply !== null && row.repliedAt && editableUntil
          ? {
              text: row.reply,
              replied_at: row.repliedAt.toISOString(),
              edited_at: row.replyEditedAt?.toISOString() ?? null,
              editable_until: editableUntil.toISOString(),
              can_edit: now < editableUntil,
            }
          : null,
      report:
        row.reportReason && row.reportStatus && row.reportedAt
          ? {
              reason: row.reportReason as ReviewReportReason,
              comment: row.reportComment,
              status: row.reportStatus as ReviewReportStatus,
              reported_at: row.reportedAt.toISOString(),
            }
          : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function detailRow(supplierId: number, id: number, locale: Locale): Promise<ReviewWithLinks> {
    const row = await repo.get(supplierId, id);
    if (!row) throw notFound(locale);
    return row;
  }

  /** Tells the supplier's open panels (list, menu count) that a review appeared or changed. */
  async function announce(supplierId: number, id: number, created: boolean) {
    try {
      const row = await repo.get(supplierId, id);
      if (!row) return;
      const payload = { review: item(row), unanswered: await repo.unanswered(supplierId) };
      await (created ? events.reviewCreated(supplierId, payload) : events.reviewChanged(supplierId, payload));
    } catch (error) {
      log.warn({ err: error, reviewId: id }, 'review change not announced');
    }
  }

  return {
    item,

    /** The gateway's review: 201 the first time, the same review (200) on a repeat of its external_id. */
    async place(body: PlaceReview, locale: Locale): Promise<{ review: ReviewRow; created: boolean }> {
      const existing = await repo.byExternalId(body.external_id);
      if (existing) return { review: existing, created: false };
      const now = clock.now();
      const outcome = await repo.transaction(async (tx) => {
        const product = await repo.product(tx, body.supplier_id, body.product_id);
        if (!product) {
          throw httpErrors.unprocessable(
            'product_unknown',
            reviewsText(locale, 'product_unknown', { id: body.product_id }),
            {
              product_id: [reviewsText(locale, 'product_unknown', { id: body.product_id })],
            },
          );
        }
        const order = body.order_external_id
          ? await repo.orderOf(tx, body.supplier_id, body.order_external_id, product.id)
          : undefined;
        const review = await repo.insert(tx, {
          supplierId: body.supplier_id,
          externalId: body.external_id,
          productId: product.id,
          productName: product.name,
          storeId: product.storeId ?? order?.storeId ?? null,
          orderId: order?.id ?? null,
          verified: order?.verified ?? false,
          authorName: body.author_name,
          rating: body.rating,
          text: body.text,
          pros: body.pros,
          cons: body.cons,
          photoSources: body.photos,
          createdAt: now,
        });
        if (review && body.photos.length > 0) {
          await enqueueJobs(tx, [{ kind: REVIEW_PHOTOS_JOB, payload: { reviewId: review.id } }]);
        }
        if (review) {
          await emitWebhookEvent(
            tx,
            review.supplierId,
            'review.created',
            {
              review_id: review.id,
              external_id: review.externalId,
              product_id: review.productId,
              product_name: review.productName,
              order_id: review.orderId,
              verified: review.verified,
              rating: review.rating,
              author_name: review.authorName,
              text: review.text,
              pros: review.pros,
              cons: review.cons,
              created_at: review.createdAt.toISOString(),
            },
            now,
          );
        }
        return review;
      });
      if (!outcome) {
        const twin = await repo.byExternalId(body.external_id);
        if (!twin) throw new Error('review placement lost its twin');
        return { review: twin, created: false };
      }
      try {
        await notifications.notify(outcome.supplierId, {
          type: 'order',
          key: 'review_created',
          params: { rating: outcome.rating, author: outcome.authorName, product: outcome.productName },
          data: { link: '/reviews', review_id: outcome.id },
        });
      } catch (error) {
        log.warn({ err: error, reviewId: outcome.id }, 'review notification not sent');
      }
      await announce(outcome.supplierId, outcome.id, true);
      return { review: outcome, created: true };
    },

    async list(supplierId: number, filter: ReviewsFilter, locale: Locale) {
      const cursor = filter.cursor ? decodeReviewsCursor(filter.cursor, filter.sort) : null;
      if (filter.cursor && !cursor)
        throw httpErrors.unprocessable('invalid_cursor', reviewsText(locale, 'invalid_cursor'));
      const found = await repo.page(supplierId, filter, cursor, filter.per_page + 1);
      const page = found.slice(0, filter.per_page);
      const last = page.at(-1);
      const now = clock.now();
      return {
        data: page.map(({ row }) => item(row, now)),
        meta: {
          per_page: filter.per_page,
          next_cursor:
            found.length > filter.per_page && last
              ? encodeReviewsCursor({ sort: filter.sort, phase: last.phase, id: last.row.id })
              : null,
        },
      };
    },

    async summary(supplierId: number): Promise<ReviewSummary> {
      const now = clock.now();
      const counts = await repo.counts(supplierId);
      const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      let total = 0;
      let sum = 0;
      let unanswered = 0;
      for (const row of counts) {
        distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
        total += row.count;
        sum += row.count * row.rating;
        unanswered += row.unanswered;
      }
      const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 100) / 100 : null);
      const [d30, d90] = (await repo.trend(supplierId, now, [30, 90])).map((period) => ({
        days: period.days,
        count: period.count,
        average: average(period.sum, period.count),
        previous_count: period.previousCount,
        previous_average: average(period.previousSum, period.previousCount),
      }));
      return {
        total,
        average: total > 0 ? Math.round((sum / total) * 100) / 100 : null,
        distribution,
        unanswered,
        trend: { d30: d30!, d90: d90! },
      };
    },

    unanswered: (supplierId: number) => repo.unanswered(supplierId),

    /** Tells the open panels a review changed outside a request (its photos were stored). */
    changed: (supplierId: number, id: number) => announce(supplierId, id, false),

    async detail(supplierId: number, id: number, locale: Locale): Promise<ReviewItem> {
      return item(await detailRow(supplierId, id, locale));
    },

    /**
     * The public reply: the first one, or an edit within 24 hours of it (then 409). Sanitized;
     * the storefront hears of it (`review.replied`) once the change commits.
     */
    async reply(supplierId: number, id: number, text: string, locale: Locale) {
      const clean = sanitizeRichText(text);
      if (!clean) {
        throw httpErrors.unprocessable('reply_empty', reviewsText(locale, 'reply_empty'), {
          text: [reviewsText(locale, 'reply_empty')],
        });
      }
      const now = clock.now();
      const edited = await repo.transaction(async (tx: Db) => {
        const review = await repo.lock(tx, supplierId, id);
        if (!review) throw notFound(locale);
        const first = review.reply === null || review.repliedAt === null;
        if (!first && now.getTime() >= review.repliedAt!.getTime() + REVIEW_REPLY_EDIT_HOURS * HOUR) {
          throw httpErrors.conflict('reply_locked', reviewsText(locale, 'reply_locked'));
        }
        const saved = await repo.update(
          tx,
          review.id,
          first ? { reply: clean, repliedAt: now, replyEditedAt: null } : { reply: clean, replyEditedAt: now },
        );
        if (first) await repo.count(tx, supplierId, review.rating, 0, -1);
        await sendToStorefront(
          tx,
          'review.replied',
          {
            review_id: saved.id,
            external_id: saved.externalId,
            supplier_id: saved.supplierId,
            product_id: saved.productId,
            reply: clean,
            replied_at: saved.repliedAt!.toISOString(),
            edited: !first,
          },
          now,
        );
        return !first;
      });
      await announce(supplierId, id, false);
      return {
        message: reviewsText(locale, edited ? 'reply_edited' : 'reply_saved'),
        data: item(await detailRow(supplierId, id, locale)),
      };
    },

    /** The marketplace's moderators decide on the supplier's report (by the review's external id). */
    async decideReport(externalId: string, status: 'accepted' | 'rejected', locale: Locale): Promise<ReviewRow> {
      const found = await repo.byExternalId(externalId);
      if (!found) throw notFound(locale);
      const saved = await repo.transaction(async (tx: Db) => {
        const review = await repo.lock(tx, found.supplierId, found.id);
        if (!review) throw notFound(locale);
        if (!review.reportStatus) throw httpErrors.conflict('not_reported', reviewsText(locale, 'not_reported'));
        if (review.reportStatus === status) return review;
        return repo.update(tx, review.id, { reportStatus: status });
      });
      await announce(saved.supplierId, saved.id, false);
      return saved;
    },

    /** A report that the review breaks the marketplace's rules: once per review (then 409). */
    async report(
      supplierId: number,
      id: number,
      body: { reason: ReviewReportReason; comment: string | null },
      locale: Locale,
    ) {
      const now = clock.now();
      await repo.transaction(async (tx: Db) => {
        const review = await repo.lock(tx, supplierId, id);
        if (!review) throw notFound(locale);
        if (review.reportStatus) throw httpErrors.conflict('already_reported', reviewsText(locale, 'already_reported'));
        await repo.update(tx, review.id, {
          reportReason: body.reason,
          reportComment: body.comment,
          reportStatus: 'pending',
          reportedAt: now,
        });
      });
      await announce(supplierId, id, false);
      return { message: reviewsText(locale, 'reported'), data: item(await detailRow(supplierId, id, locale)) };
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
