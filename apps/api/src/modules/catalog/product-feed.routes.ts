import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import { httpErrors } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { catalogText } from './catalog.messages';
import type { CatalogServices } from './catalog.services';
import { productsFile } from './products.export';

/**
 * GET /api/feeds/products/{token}/products.yml: the supplier's active products as a YML feed, for
 * another marketplace to read on its schedule. The token is the only key (the panel makes,
 * shows, renews and removes it); an unknown token answers 404.
 */
export const productFeedRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  app.get(
    '/feeds/products/:token/products.yml',
    {
      config: { sessionHeader: false },
      schema: {
        operationId: 'getProductFeed',
        summary: 'A supplier’s active products as a YML feed, by the feed’s secret address',
        tags: ['catalog: products'],
        security: [],
        produces: ['application/xml'],
        params: z.object({ token: z.string().max(100) }),
        response: { 200: z.any().describe('The YML feed (`yml_catalog`)'), 404: apiError },
      },
    },
    async (request, reply) => {
      const owner = /^[\w-]{20,100}$/.test(request.params.token)
        ? await services.feed.owner(request.params.token)
        : null;
      if (owner === null) throw httpErrors.notFound(catalogText(request.locale, 'feed_not_found'));
      const origin = publicOrigin(app, request);
      const source = await services.products.exportSource(owner, { status: 'active' }, 'yml', request.locale, origin);
      const file = productsFile(source, 'yml', request.locale);
      return reply.header('content-type', file.contentType).header('cache-control', 'no-cache').send(file.stream);
    },
  );
};
