import type { FastifyPluginAsync } from 'fastify';
import { shelvingsEndpointSchemas } from '@supplier/contracts/shelvings';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import type { CatalogServices } from './catalog.services';

/** `Стелажі`: CRUD, the products on each, placements with quantities. */
export const shelvingsRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (app, { services }) => {
  const route = endpointRoutes(app, shelvingsEndpoints, shelvingsEndpointSchemas, {
    tags: ['catalog: shelvings'],
    security: [{ bearer: [] }],
  });

  route('listShelvings', { summary: 'Warehouse shelvings with their fill, one page at a time' }, async (request) =>
    services.shelvings.list(supplierId(request), request.query),
  );
  route('createShelving', { summary: 'Creates a shelving' }, async (request) =>
    services.shelvings.create(supplierId(request), request.body, request.locale),
  );
  route('getShelving', { summary: 'One shelving' }, async (request) => ({
    data: await services.shelvings.get(supplierId(request), request.params.id, request.locale),
  }));
  route('saveShelving', { summary: 'Saves a shelving' }, async (request) =>
    services.shelvings.update(supplierId(request), request.params.id, request.body, request.locale),
  );
  route(
    'deleteShelving',
    {
      summary: 'Deletes a shelving (its products stay, on no shelving)',
      description: 'Its products stay, on no shelving.',
    },
    async (request) => services.shelvings.remove(supplierId(request), request.params.id, request.locale),
  );
  route('listShelvingProducts', { summary: 'The products on a shelving with their quantities' }, async (request) =>
    services.shelvings.products(supplierId(request), request.params.id, request.query, request.locale),
  );
  route('placeOnShelving', { summary: 'Puts a product on a shelving with a quantity' }, async (request) =>
    services.shelvings.place(supplierId(request), request.params.id, request.body, request.locale),
  );
  route('removeFromShelving', { summary: 'Takes a product off a shelving' }, async (request) =>
    services.shelvings.unplace(supplierId(request), request.params.id, request.params.productId, request.locale),
  );
};
