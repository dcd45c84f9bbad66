import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveriesEndpointSchemas,
  deliveriesIssueText,
  type Carrier,
  type DeliveryMethodUpdateRequest,
} from '@supplier/contracts/deliveries';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import type { DeliveryMethodsService } from './delivery-methods.service';
import type { NpKeysService } from './np-keys.service';
import type { SenderService } from './sender.service';

export interface DeliveriesServices {
  keys: NpKeysService;
  sender: SenderService;
  methods: DeliveryMethodsService;
}

/** Delivery methods (PRODUCT.md section 9): the Nova Poshta key manager, look-ups through the
 * default key, sender settings and carriers. */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesServices> = async (app, { keys, sender, methods }) => {
  app.addHook('onRequest', app.authenticate);
  validationTexts(app, deliveriesIssueText);
  const group = (tag: string) =>
    endpointRoutes(app, deliveriesEndpoints, deliveriesEndpointSchemas, { tags: [tag], security: [{ bearer: [] }] });

  // API key manager (`Менеджер API ключів`)
  const keysRoute = group('deliveries: Nova Poshta keys');
  keysRoute('listNpKeys', { summary: 'The supplier’s Nova Poshta API keys (masked)' }, async (request) => ({
    data: await keys.list(supplierId(request)),
  }));
  keysRoute('addNpKey', { summary: 'Checks a Nova Poshta API key live and stores it sealed' }, async (request) =>
    keys.add(supplierId(request), request.body, request.locale),
  );
  keysRoute('renameNpKey', { summary: 'Renames a Nova Poshta API key' }, async (request) =>
    keys.rename(supplierId(request), request.params.id, request.body, request.locale),
  );
  keysRoute('setDefaultNpKey', { summary: 'Makes a Nova Poshta API key the default' }, async (request) =>
    keys.makeDefault(supplierId(request), request.params.id, request.locale),
  );
  keysRoute('checkNpKey', { summary: 'Checks a stored Nova Poshta API key again' }, async (request) =>
    keys.check(supplierId(request), request.params.id, request.locale),
  );
  keysRoute('deleteNpKey', { summary: 'Deletes a Nova Poshta API key' }, async (request) =>
    keys.remove(supplierId(request), request.params.id, request.locale),
  );

  // Look-ups through the default key (sender pickers)
  const npRoute = group('deliveries: Nova Poshta look-ups');
  npRoute('listNpCounterparties', { summary: 'Sender counterparties of the default key' }, async (request) => ({
    data: await sender.counterparties(supplierId(request), request.query.search, request.locale),
  }));
  npRoute('listNpContactPersons', { summary: 'Contact persons of a counterparty' }, async (request) => ({
    data: await sender.contactPersons(supplierId(request), request.query.counterparty_ref, request.locale),
  }));
  npRoute('listNpAddresses', { summary: 'Addresses of a counterparty' }, async (request) => ({
    data: await sender.addresses(supplierId(request), request.query.counterparty_ref, request.locale),
  }));
  npRoute('searchNpSettlements', { summary: 'Finds settlements by name' }, async (request) => ({
    data: await sender.settlements(supplierId(request), request.query.search, request.locale),
  }));
  npRoute('listNpWarehouses', { summary: 'Branches and parcel lockers of a city' }, async (request) =>
    sender.warehouses(supplierId(request), request.query, request.locale),
  );
  npRoute('listNpWarehouseTypes', { summary: 'Kinds of Nova Poshta branches' }, async (request) => ({
    data: await sender.warehouseTypes(supplierId(request), request.locale),
  }));

  // Sender settings
  const senderRoute = group('deliveries: sender');
  senderRoute('getSender', { summary: 'The sender settings used for waybills' }, async (request) =>
    sender.get(supplierId(request)),
  );
  senderRoute(
    'saveSender',
    { summary: 'Checks the sender settings with Nova Poshta and saves them' },
    async (request) => sender.save(supplierId(request), request.body, request.locale),
  );

  // Carriers
  const methodsRoute = group('deliveries: methods');
  methodsRoute('listDeliveryMethods', { summary: 'The carriers with their state and settings' }, async (request) => ({
    data: await methods.list(supplierId(request), request.locale),
  }));
  const save = (carrier: Carrier) => async (request: FastifyRequest<{ Body: DeliveryMethodUpdateRequest }>) =>
    methods.update(supplierId(request), carrier, request.body, request.locale);
  const saving = (name: string) => ({ summary: `Switches ${name} and/or saves its settings` });
  methodsRoute('saveNovaPoshtaDeliveryMethod', saving('Nova Poshta'), save('novaposhta'));
  methodsRoute('saveUkrposhtaDeliveryMethod', saving('Ukrposhta'), save('ukrposhta'));
  methodsRoute('saveMeestDeliveryMethod', saving('Meest'), save('meest'));
  methodsRoute('savePickupDeliveryMethod', saving('pickup from the store'), save('pickup'));
  methodsRoute('saveCourierDeliveryMethod', saving('the courier'), save('courier'));
};
