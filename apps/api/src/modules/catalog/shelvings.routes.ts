import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import { idParams } from '@supplier/contracts/categories';
import {
  placementParams,
  placementResponse,
  shelvingProductsQuery,
  shelvingProductsResponse,
  shelvingResponse,
  shelvingSavedResponse,
  shelvingsQuery,
  shelvingsResponse,
} from '@supplier/contracts/shelvings';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

const BASE = '/admin-suppliers/v1/shelvings';

const shelvingBody = z.looseObject({}).describe('{code (e.g. A-01-03), name, zone?, note?, capacity? (pieces)}');
const placementBody = z.looseObject({}).describe('{product_id, quantity}');

/** `Стелажі`: CRUD, the products on each, placements with quantities. */
export const shelvingsRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const schema = { tags: ['catalog: shelvings'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    BASE,
    { schema: { ...schema, querystring: shelvingsQuery, response: { 200: shelvingsResponse, ...errors } } },
    async (request) => services.shelvings.list(supplierId(request), request.query),
  );
  app.post(
    BASE,
    { schema: { ...schema, body: shelvingBody, response: { 201: shelvingSavedResponse, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await services.shelvings.create(supplierId(request), request.body, request.locale)),
  );
  app.get(
    `${BASE}/:id`,
    { schema: { ...schema, params: idParams, response: { 200: shelvingResponse, ...errors } } },
    async (request) => ({ data: await services.shelvings.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${BASE}/:id`,
    {
      schema: { ...schema, params: idParams, body: shelvingBody, response: { 200: shelvingSavedResponse, ...errors } },
    },
    async (request) => services.shelvings.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...schema,
        description: 'Its products stay, on no shelving.',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => services.shelvings.remove(supplierId(request), request.params.id, request.locale),
  );
  app.get(
    `${BASE}/:id/products`,
    {
      schema: {
        ...schema,
        params: idParams,
        querystring: shelvingProductsQuery,
        response: { 200: shelvingProductsResponse, ...errors },
      },
    },
    async (request) =>
      services.shelvings.products(supplierId(request), request.params.id, request.query, request.locale),
  );
  app.post(
    `${BASE}/:id/placements`,
    { schema: { ...schema, params: idParams, body: placementBody, response: { 200: placementResponse, ...errors } } },
    async (request) => services.shelvings.place(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${BASE}/:id/placements/:productId`,
    { schema: { ...schema, params: placementParams, response: { 200: placementResponse, ...errors } } },
    async (request) =>
      services.shelvings.unplace(supplierId(request), request.params.id, request.params.productId, request.locale),
  );
};
