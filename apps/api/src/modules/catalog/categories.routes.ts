import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  categoriesQuery,
  categoriesResponse,
  categoryResponse,
  categorySearchQuery,
  idParams,
} from '@supplier/contracts/categories';
import type { CatalogServices } from './catalog.services';

const BASE = '/admin-suppliers/v1/categories';

/** The marketplace's categories: children, search with the path, one node. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const schema = { tags: ['catalog: categories'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 422: apiError };

  app.get(
    BASE,
    {
      schema: {
        operationId: 'listCategories',
        summary: 'Marketplace categories, one level of the tree',
        ...schema,
        description: 'The children of `parent_id`, or the root categories without it.',
        querystring: categoriesQuery,
        response: { 200: categoriesResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.categories.children(request.query.parent_id, request.locale) }),
  );

  app.get(
    `${BASE}/search`,
    {
      schema: {
        operationId: 'searchCategories',
        summary: 'Finds categories by name, with their paths',
        ...schema,
        description: 'Categories whose path holds every word of `q`, with the path; name matches and leaves first.',
        querystring: categorySearchQuery,
        response: { 200: categoriesResponse, ...errors },
      },
    },
    async (request) => ({
      data: await services.categories.search(request.query.q, {
        limit: request.query.limit,
        leafOnly: request.query.leaf_only ?? false,
      }),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'getCategory',
        summary: 'One category with its path',
        ...schema,
        params: idParams,
        response: { 200: categoryResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.categories.detail(request.params.id, request.locale) }),
  );
};
