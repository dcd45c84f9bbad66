import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import {
  carrierParams,
  deliveriesIssueText,
  deliveryMethodUpdateRequest,
  deliveryMethodResponse,
  deliveryMethodsResponse,
  npAddressesQuery,
  npAddressesResponse,
  npContactPersonsQuery,
  npContactPersonsResponse,
  npCounterpartiesQuery,
  npCounterpartiesResponse,
  npKeyCreateRequest,
  npKeyParams,
  npKeyRenameRequest,
  npKeyResponse,
  npKeysResponse,
  npSettlementsQuery,
  npSettlementsResponse,
  npWarehouseTypesResponse,
  npWarehousesQuery,
  npWarehousesResponse,
  senderResponse,
  senderSavedResponse,
  senderSettingsRequest,
} from '@supplier/contracts/deliveries';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { deliveriesRepository } from './deliveries.repository';
import { deliveryMethodsService } from './delivery-methods.service';
import { npApiKeyMaskLookup } from './np-keys.lookup';
import { npKeysService } from './np-keys.service';
import { senderService } from './sender.service';

const BASE = '/admin-suppliers/v1/deliveries';

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
  app.identity.npApiKey(npApiKeyMaskLookup(app.database.db));
  app.addHook('onReady', () => novaposhta.start());
  app.addHook('onClose', () => novaposhta.close());

  validationTexts(app, deliveriesIssueText);
  const signedIn = { preHandler: app.authenticate };
  const tags = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });
  const keysTag = tags('deliveries: Nova Poshta keys');
  const npTag = tags('deliveries: Nova Poshta look-ups');
  const errors = { 401: apiError, 404: apiError, 409: apiError, 422: apiError, 502: apiError, 504: apiError };

  // API key manager (`Менеджер API ключів`)
  app.get(
    `${BASE}/np-keys`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpKeys',
        summary: 'The supplier’s Nova Poshta API keys (masked)',
        ...keysTag,
        response: { 200: npKeysResponse },
      },
    },
    async (request) => ({ data: await keys.list(supplierId(request)) }),
  );
  app.post(
    `${BASE}/np-keys`,
    {
      ...signedIn,
      schema: {
        operationId: 'addNpKey',
        summary: 'Checks a Nova Poshta API key live and stores it sealed',
        ...keysTag,
        body: npKeyCreateRequest,
        response: { 201: npKeyResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await keys.add(supplierId(request), request.body, request.locale)),
  );
  app.patch(
    `${BASE}/np-keys/:id`,
    {
      ...signedIn,
      schema: {
        operationId: 'renameNpKey',
        summary: 'Renames a Nova Poshta API key',
        ...keysTag,
        params: npKeyParams,
        body: npKeyRenameRequest,
        response: { 200: npKeyResponse, ...errors },
      },
    },
    async (request) => keys.rename(supplierId(request), request.params.id, request.body, request.locale),
  );
  app.post(
    `${BASE}/np-keys/:id/default`,
    {
      ...signedIn,
      schema: {
        operationId: 'setDefaultNpKey',
        summary: 'Makes a Nova Poshta API key the default',
        ...keysTag,
        params: npKeyParams,
        response: { 200: npKeyResponse, ...errors },
      },
    },
    async (request) => keys.makeDefault(supplierId(request), request.params.id, request.locale),
  );
  app.post(
    `${BASE}/np-keys/:id/check`,
    {
      ...signedIn,
      schema: {
        operationId: 'checkNpKey',
        summary: 'Checks a stored Nova Poshta API key again',
        ...keysTag,
        params: npKeyParams,
        response: { 200: npKeyResponse, ...errors },
      },
    },
    async (request) => keys.check(supplierId(request), request.params.id, request.locale),
  );
  app.delete(
    `${BASE}/np-keys/:id`,
    {
      ...signedIn,
      schema: {
        operationId: 'deleteNpKey',
        summary: 'Deletes a Nova Poshta API key',
        ...keysTag,
        params: npKeyParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => keys.remove(supplierId(request), request.params.id, request.locale),
  );

  // Look-ups through the default key (sender pickers)
  app.get(
    `${BASE}/np/counterparties`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpCounterparties',
        summary: 'Sender counterparties of the default key',
        ...npTag,
        querystring: npCounterpartiesQuery,
        response: { 200: npCounterpartiesResponse, ...errors },
      },
    },
    async (request) => ({
      data: await sender.counterparties(supplierId(request), request.query.search, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/contact-persons`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpContactPersons',
        summary: 'Contact persons of a counterparty',
        ...npTag,
        querystring: npContactPersonsQuery,
        response: { 200: npContactPersonsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await sender.contactPersons(supplierId(request), request.query.counterparty_ref, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/addresses`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpAddresses',
        summary: 'Addresses of a counterparty',
        ...npTag,
        querystring: npAddressesQuery,
        response: { 200: npAddressesResponse, ...errors },
      },
    },
    async (request) => ({
      data: await sender.addresses(supplierId(request), request.query.counterparty_ref, request.locale),
    }),
  );
  app.get(
    `${BASE}/np/settlements`,
    {
      ...signedIn,
      schema: {
        operationId: 'searchNpSettlements',
        summary: 'Finds settlements by name',
        ...npTag,
        querystring: npSettlementsQuery,
        response: { 200: npSettlementsResponse, ...errors },
      },
    },
    async (request) => ({ data: await sender.settlements(supplierId(request), request.query.search, request.locale) }),
  );
  app.get(
    `${BASE}/np/warehouses`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpWarehouses',
        summary: 'Branches and parcel lockers of a city',
        ...npTag,
        querystring: npWarehousesQuery,
        response: { 200: npWarehousesResponse, ...errors },
      },
    },
    async (request) => sender.warehouses(supplierId(request), request.query, request.locale),
  );
  app.get(
    `${BASE}/np/warehouse-types`,
    {
      ...signedIn,
      schema: {
        operationId: 'listNpWarehouseTypes',
        summary: 'Kinds of Nova Poshta branches',
        ...npTag,
        response: { 200: npWarehouseTypesResponse, ...errors },
      },
    },
    async (request) => ({ data: await sender.warehouseTypes(supplierId(request), request.locale) }),
  );

  // Sender settings
  const senderTag = tags('deliveries: sender');
  app.get(
    `${BASE}/sender`,
    {
      ...signedIn,
      schema: {
        operationId: 'getSender',
        summary: 'The sender settings used for waybills',
        ...senderTag,
        response: { 200: senderResponse },
      },
    },
    async (request) => sender.get(supplierId(request)),
  );
  app.put(
    `${BASE}/sender`,
    {
      ...signedIn,
      schema: {
        operationId: 'saveSender',
        summary: 'Checks the sender settings with Nova Poshta and saves them',
        ...senderTag,
        body: senderSettingsRequest,
        response: { 200: senderSavedResponse, ...errors },
      },
    },
    async (request) => sender.save(supplierId(request), request.body, request.locale),
  );

  // Carriers
  const methodsTag = tags('deliveries: methods');
  app.get(
    `${BASE}/methods`,
    {
      ...signedIn,
      schema: {
        operationId: 'listDeliveryMethods',
        summary: 'The carriers with their state and settings',
        ...methodsTag,
        response: { 200: deliveryMethodsResponse },
      },
    },
    async (request) => ({ data: await methods.list(supplierId(request), request.locale) }),
  );
  app.put(
    `${BASE}/methods/:carrier`,
    {
      ...signedIn,
      schema: {
        operationId: 'saveDeliveryMethod',
        summary: 'Switches a carrier and/or saves its settings',
        ...methodsTag,
        params: carrierParams,
        body: deliveryMethodUpdateRequest,
        response: { 200: deliveryMethodResponse, ...errors },
      },
    },
    async (request) => methods.update(supplierId(request), request.params.carrier, request.body, request.locale),
  );
};
