import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { MARKETPLACE_ROUTE_BASE } from '@supplier/contracts/marketplace';
import { marketplaceReviewResponse, placeReviewRequest } from '@supplier/contracts/reviews';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace/marketplace.gateway';
import type { ReviewsService } from './reviews.service';

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
      return reply.code(created ? 201 : 200).send({
        data: {
          id: review.id,
          external_id: review.externalId,
          verified: review.verified,
          created_at: review.createdAt.toISOString(),
        },
      });
    },
  );
};
