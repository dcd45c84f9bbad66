import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import {
  carrierParams,
  deliveryMethodResponse,
  deliveryMethodsResponse,
  npAddressesQuery,
  npAddressesResponse,
  npContactPersonsQuery,
  npContactPersonsResponse,
  npCounterpartiesQuery,
  npCounterpartiesResponse,
  npKeyParams,
  npKeyResponse,
  npKeysResponse,
  npSettlementsQuery,
  npSettlementsResponse,
  npWarehouseTypesResponse,
  npWarehousesQuery,
  npWarehousesResponse,
  senderResponse,
  senderSavedResponse,
} from '@supplier/contracts/deliveries';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { supplierId } from '../../plugins/auth';
import { deliveriesRepository } from './deliveries.repository';
import { deliveryMethodsService } from './delivery-methods.service';
import { npKeysService } from './np-keys.service';
import { senderService } from './sender.service';

const BASE = '/admin-suppliers/v1/deliveries';

/** Bodies are checked in the services with the contracts' schemas (texts of this domain); these document them. */
const keyBody = z.looseObject({ name: z.string().describe('1–100 characters'), key: z.string().describe('32 hex') });
const renameBody = z.looseObject({ name: z.string() });
const senderBody = z
  .record(z.string(), z.unknown())
  .describe(
    'kind (warehouse|address), counterparty_ref, contact_ref, contact_phone, city_ref, warehouse_ref|address_ref',
  );
const methodBody = z
  .record(z.string(), z.unknown())
  .describe('enabled (boolean, optional), settings (the carrier’s settings object, optional)');

/**
 * Delivery methods (PRODUCT.md section 9): the Nova Poshta key manager, look-ups through the
 * default key, sender settings, carriers and the `delivery` setup step. The local Nova Poshta
 * server of NOVAPOSHTA_DRIVER=local lives and dies with the app.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const novaposhta = app.drivers.novaposhta;
  const repo = deliveriesRepository(app.database.db);
  const keys = npKeysService({
    repo,
    client: novaposhta.client,
    box: secretBoxFromConfig(app.config),
    clock: app.drivers.clock,
  });
  const sender = senderService({ repo, client: novaposhta.client, keys });
  const methods = deliveryMethodsService({ repo });

  app.setup.check('delivery', (id) => methods.isSetUp(id));
  app.addHook('onReady', () => novaposhta.start());
  app.addHook('onClose', () => novaposhta.close());

  const signedIn = { preHandler: app.authenticate };
  const tags = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });
  const keysTag = tags('deliveries: Nova Poshta keys');
  const npTag = tags('deliveries: Nova Poshta look-ups');
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError, 502: apiError, 504: apiError };

  // API key manager (`Менеджер API ключів`)
  app.get(
    `${BASE}/np-keys`,
    { ...signedIn, schema: { ...keysTag, response: { 200: npKeysResponse } } },
    async (request) => ({ data: await keys.list(supplierId(request)) }),
  );
  app.post(
    `${BASE}/np-keys`,
    { ...signedIn, schema: { ...keysTag, body: keyBody, response: { 201: npKeyResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await keys.add(supplierId(request), request.body, request.locale)),
  );
  app.patch(
    `${BASE}/np-keys/:id`,
    {
      ...signedIn,
      schema: { ...keysTag, params: npKeyParams, body: renameBody, response: { 200: npKeyResponse, ...errors } },
    },
    async (request) => keys.rename(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.post(
    `${BASE}/np-keys/:id/default`,
    { ...signedIn, schema: { ...keysTag, params: npKeyParams, response: { 200: npKeyResponse, ...errors } } },
    async (request) => keys.makeDefault(supplierId(request), request.params.id, request.locale),
  );
  app.post(
    `${BASE}/np-keys/:id/check`,
    { ...signedIn, schema: { ...keysTag, params: npKeyParams, response: { 200: npKeyResponse, ...errors } } },
    async (request) => keys.check(supplierId(request), request.params.id, request.locale),
  );
  app.delete(
    `${BASE}/np-keys/:id`,
    { ...signedIn, schema: { ...keysTag, params: npKeyParams, response: { 200: messageResponse, ...errors } } },
    async (request) => keys.remove(supplierId(request), request.params.id, request.locale),
  );

  // Look-ups through the default key (sender pickers)
  app.get(
    `${BASE}/np/counterparties`,
    {
      ...signedIn,
      schema: { ...npTag, querystring: npCounterpartiesQuery, response: { 200: npCounterpartiesResponse, ...errors } },
    },
    async (request) => ({
      data: await sender.counterparties(supplierId(request), request.query.search, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/contact-persons`,
    {
      ...signedIn,
      schema: { ...npTag, querystring: npContactPersonsQuery, response: { 200: npContactPersonsResponse, ...errors } },
    },
    async (request) => ({
      data: await sender.contactPersons(supplierId(request), request.query.counterparty_ref, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/addresses`,
    {
      ...signedIn,
      schema: { ...npTag, querystring: npAddressesQuery, response: { 200: npAddressesResponse, ...errors } },
    },
    async (request) => ({
      data: await sender.addresses(supplierId(request), request.query.counterparty_ref, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/settlements`,
    {
      ...signedIn,
      schema: { ...npTag, querystring: npSettlementsQuery, response: { 200: npSettlementsResponse, ...errors } },
    },
    async (request) => ({ data: await sender.settlements(supplierId(request), request.query.search, request.locale) }),
  );
  app.get(
    `${BASE}/np/warehouses`,
    {
      ...signedIn,
      schema: { ...npTag, querystring: npWarehousesQuery, response: { 200: npWarehousesResponse, ...errors } },
    },
    async (request) => sender.warehouses(supplierId(request), request.query, request.locale),
  );
  app.get(
    `${BASE}/np/warehouse-types`,
    { ...signedIn, schema: { ...npTag, response: { 200: npWarehouseTypesResponse, ...errors } } },
    async (request) => ({ data: await sender.warehouseTypes(supplierId(request), request.locale) }),
  );

  // Sender settings
  const senderTag = tags('deliveries: sender');
  app.get(
    `${BASE}/sender`,
    { ...signedIn, schema: { ...senderTag, response: { 200: senderResponse } } },
    async (request) => sender.get(supplierId(request)),
  );
  app.put(
    `${BASE}/sender`,
    { ...signedIn, schema: { ...senderTag, body: senderBody, response: { 200: senderSavedResponse, ...errors } } },
    async (request) => sender.save(supplierId(request), request.body, request.locale),
  );

  // Carriers
  const methodsTag = tags('deliveries: methods');
  app.get(
    `${BASE}/methods`,
    { ...signedIn, schema: { ...methodsTag, response: { 200: deliveryMethodsResponse } } },
    async (request) => ({ data: await methods.list(supplierId(request), request.locale) }),
  );
  app.put(
    `${BASE}/methods/:carrier`,
    {
      ...signedIn,
      schema: {
        ...methodsTag,
        params: carrierParams,
        body: methodBody,
        response: { 200: deliveryMethodResponse, ...errors },
      },
    },
    async (request) => methods.update(supplierId(request), request.params.carrier, request.body, request.locale),
  );
};
