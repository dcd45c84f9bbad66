import type { FastifyPluginAsync } from 'fastify';
import { activityEndpointSchemas } from '@supplier/contracts/activity';
import { activityEndpoints } from '@supplier/contracts/activity-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

/** A product's history: the activity log's read under the product's own permission (issue 34). */
export const productHistoryRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  const route = endpointRoutes(app, activityEndpoints, activityEndpointSchemas, {
    tags: ['catalog: products'],
    security: [{ bearer: [] }],
  });

  route(
    'listProductHistory',
    {
      summary: 'Who of the team changed a product and what, newest first',
      description:
        'The activity log’s entries about one product (its name, price, stock, status, photos…), with the member and the before and after of the fields that matter. Keyset pages: pass `meta.next_cursor` as `cursor`.',
    },
    async (request) => services.history.list(supplierId(request), request.params.id, request.query, request.locale),
  );
};
