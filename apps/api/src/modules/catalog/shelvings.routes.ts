import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import { idParams } from '@supplier/contracts/categories';
import {
  placementParams,
  placementRequest,
  placementResponse,
  shelvingProductsQuery,
  shelvingProductsResponse,
  shelvingRequest,
  shelvingResponse,
  shelvingSavedResponse,
  shelvingsQuery,
  shelvingsResponse,
} from '@supplier/contracts/shelvings';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

const BASE = '/admin-suppliers/v1/shelvings';

/** `Стелажі`: CRUD, the products on each, placements with quantities. */
export const shelvingsRoutes: FastifyPluginAsyncZod<{ services: CatalogServices }> = async (app, { services }) => {
  const schema = { tags: ['catalog: shelvings'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError };

  app.get(
    BASE,
    {
      schema: {
        operationId: 'listShelvings',
        summary: 'Warehouse shelvings with their fill, one page at a time',
        ...schema,
        querystring: shelvingsQuery,
        response: { 200: shelvingsResponse, ...errors },
      },
    },
    async (request) => services.shelvings.list(supplierId(request), request.query),
  );
  app.post(
    BASE,
    {
      schema: {
        operationId: 'createShelving',
        summary: 'Creates a shelving',
        ...schema,
        body: shelvingRequest,
        response: { 201: shelvingSavedResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.shelvings.create(supplierId(request), request.body, request.locale)),
  );
  app.get(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'getShelving',
        summary: 'One shelving',
        ...schema,
        params: idParams,
        response: { 200: shelvingResponse, ...errors },
      },
    },
    async (request) => ({ data: await services.shelvings.get(supplierId(request), request.params.id, request.locale) }),
  );
  app.put(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'saveShelving',
        summary: 'Saves a shelving',
        ...schema,
        params: idParams,
        body: shelvingRequest,
        response: { 200: shelvingSavedResponse, ...errors },
      },
    },
    async (request) => services.shelvings.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'deleteShelving',
        summary: 'Deletes a shelving (its products stay, on no shelving)',
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
        operationId: 'listShelvingProducts',
        summary: 'The products on a shelving with their quantities',
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
    {
      schema: {
        operationId: 'placeOnShelving',
        summary: 'Puts a product on a shelving with a quantity',
        ...schema,
        params: idParams,
        body: placementRequest,
        response: { 200: placementResponse, ...errors },
      },
    },
    async (request) => services.shelvings.place(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.delete(
    `${BASE}/:id/placements/:productId`,
    {
      schema: {
        operationId: 'removeFromShelving',
        summary: 'Takes a product off a shelving',
        ...schema,
        params: placementParams,
        response: { 200: placementResponse, ...errors },
      },
    },
    async (request) =>
      services.shelvings.unplace(supplierId(request), request.params.id, request.params.productId, request.locale),
  );
};
