import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { reviewsEndpointSchemas } from '@supplier/contracts/reviews';
import { reviewsEndpoints } from '@supplier/contracts/reviews-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { simulatorContext } from '../marketplace';
import { reviewsText } from './reviews.messages';
import type { ReviewsService } from './reviews.service';
import { simulateReviews } from './reviews.simulator';
import { idParam } from '../../lib/ids';

/** POST /api/dev/simulate/reviews (local mode): the storefront's buyers post `count` reviews; the demo supplier's unless named. */
const simulateRequest = z.object({
  count: z.number().int().min(1).max(200).default(5),
  supplier_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const simulateResponse = z.object({
  placed: z.number().int(),
  verified: z.number().int(),
  refused_by_gateway: z.number().int(),
  ids: z.array(z.number().int()),
});

/** Reviews (issue 14), HTTP: the supplier's list, summary, detail, reply and report; the simulator. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  if (app.devTools) {
    app.post(
      '/dev/simulate/reviews',
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          body: simulateRequest,
          response: { 200: simulateResponse, 404: apiError, 503: apiError },
        },
      },
      async (request) => {
        const context = await simulatorContext(app, request.locale, request.body.supplier_id);
        if (context.supplierId === null) throw httpErrors.notFound(reviewsText(request.locale, 'review_not_found'));
        return simulateReviews({ ...context, supplierId: context.supplierId, count: request.body.count });
      },
    );
  }

  await app.register(async (instance) => {
    instance.addHook('onRequest', instance.authenticate);
    const reviewId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(reviewsText(locale, 'review_not_found')));
    const route = endpointRoutes(instance, reviewsEndpoints, reviewsEndpointSchemas, {
      tags: ['reviews'],
      security: [{ bearer: [] }],
    });

    route(
      'listReviews',
      { summary: 'Reviews, filtered and searched, unanswered first by default, one keyset page at a time' },
      async (request) => reviews.list(supplierId(request), request.query, request.locale),
    );

    route(
      'getReviewsSummary',
      { summary: 'Average rating, distribution, unanswered count and the 30/90-day trend' },
      async (request) => ({ data: await reviews.summary(supplierId(request)) }),
    );

    route(
      'countReviews',
      { summary: 'How many reviews wait for a reply (the side menu’s count)' },
      async (request) => ({ data: { unanswered: await reviews.unanswered(supplierId(request)) } }),
    );

    route('getReview', { summary: 'One review with its reply and report' }, async (request) => ({
      data: await reviews.detail(supplierId(request), reviewId(request.params.id, request.locale), request.locale),
    }));

    route(
      'replyToReview',
      {
        summary: 'Publishes the public reply to a review, or edits it within 24 hours',
        description:
          'One reply per review. It may be changed within 24 hours of being first published; later answers 409 `reply_locked`. The text is sanitized to the rich-text subset, and the storefront receives it as a `review.replied` webhook.',
      },
      async (request) =>
        reviews.reply(
          supplierId(request),
          reviewId(request.params.id, request.locale),
          request.body.text,
          request.locale,
        ),
    );

    route(
      'reportReview',
      {
        summary: 'Reports a review that breaks the marketplace’s rules',
        description: 'Once per review (a repeat answers 409 `already_reported`); the report waits as `pending`.',
      },
      async (request) =>
        reviews.report(supplierId(request), reviewId(request.params.id, request.locale), request.body, request.locale),
    );
  });
};
