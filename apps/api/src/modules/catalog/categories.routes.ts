import type { FastifyPluginAsync } from 'fastify';
import { categoriesEndpointSchemas } from '@supplier/contracts/categories';
import { categoriesEndpoints } from '@supplier/contracts/categories-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import type { CatalogServices } from './catalog.services';

/** The marketplace's categories: children, search with the path, one node. */
export const categoriesRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  const route = endpointRoutes(app, categoriesEndpoints, categoriesEndpointSchemas, {
    tags: ['catalog: categories'],
    security: [{ bearer: [] }],
  });

  route(
    'listCategories',
    {
      summary: 'Marketplace categories, one level of the tree',
      description: 'The children of `parent_id`, or the root categories without it.',
    },
    async (request) => ({ data: await services.categories.children(request.query.parent_id, request.locale) }),
  );

  route(
    'searchCategories',
    {
      summary: 'Finds categories by name, with their paths',
      description:
        'Categories whose path or other names (synonyms, Russian feed words too) hold every word of `q`, with the path; name matches and leaves first.',
    },
    async (request) => ({
      data: await services.categories.search(request.query.q, {
        limit: request.query.limit,
        leafOnly: request.query.leaf_only ?? false,
      }),
    }),
  );

  route('getCategory', { summary: 'One category with its path' }, async (request) => ({
    data: await services.categories.detail(request.params.id, request.locale),
  }));
};
