import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { MARKETPLACE_ROUTE_BASE } from '@supplier/contracts/marketplace';
import {
  marketplaceReviewParams,
  marketplaceReviewResponse,
  placeReviewRequest,
  reviewReportDecisionRequest,
} from '@supplier/contracts/reviews';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace';
import type { ReviewRow } from './reviews.table';
import type { ReviewsService } from './reviews.service';

const view = (review: ReviewRow) => ({
  data: {
    id: review.id,
    external_id: review.externalId,
    verified: review.verified,
    report_status: (review.reportStatus as 'pending' | 'accepted' | 'rejected' | null) ?? null,
    created_at: review.createdAt.toISOString(),
  },
});

/** The reviews of the marketplace gateway (issue 14), signed as every gateway call (`signedByMarketplace`). */
export const reviewsGatewayRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  signedByMarketplace(app);

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/reviews`,
    {
      config: machineRoute,
      schema: {
        tags: ['marketplace'],
        ...gatewaySchema,
        operationId: 'marketplacePlaceReview',
        summary: 'Places a buyer’s review of a product (idempotent by external_id)',
        description:
          'A review of a completed order of this supplier holding the product (`order_external_id`) is a verified purchase. 201 with the new review; 200 with the same review when `external_id` was placed before; 422 `product_unknown` when the product is not the supplier’s. Photos are fetched and checked afterwards; a bad one is skipped.',
        body: placeReviewRequest,
        response: {
          200: marketplaceReviewResponse,
          201: marketplaceReviewResponse,
          400: apiError,
          401: apiError,
          422: apiError,
        },
      },
    },
    async (request, reply) => {
      const { review, created } = await reviews.place(request.body, request.locale);
      return reply.code(created ? 201 : 200).send(view(review));
    },
  );

  app.post(
    `${MARKETPLACE_ROUTE_BASE}/reviews/:external_id/report`,
    {
      config: machineRoute,
      schema: {
        tags: ['marketplace'],
        ...gatewaySchema,
        operationId: 'marketplaceDecideReviewReport',
        summary: 'The moderators’ decision on the supplier’s report of a review',
        description:
          'Sets the report `accepted` or `rejected` (the same decision again changes nothing); the supplier’s list shows it live. 404 for an unknown review, 409 `not_reported` when the supplier has not reported it.',
        params: marketplaceReviewParams,
        body: reviewReportDecisionRequest,
        response: {
          200: marketplaceReviewResponse,
          400: apiError,
          401: apiError,
          404: apiError,
          409: apiError,
          422: apiError,
        },
      },
    },
    async (request) =>
      view(await reviews.decideReport(request.params.external_id, request.body.status, request.locale)),
  );
};
