import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisingEndpointSchemas } from '@supplier/contracts/advertising';
import { advertisingEndpoints } from '@supplier/contracts/advertising-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace';
import type { AdvertisingContext } from './advertising.context';
import { recordAdEvents } from './use-cases/record-ad-events';

/** The advertising of the marketplace gateway (ADR 0026), signed as every gateway call. */
export const advertisingGatewayRoutes: FastifyPluginAsyncZod<{ ctx: AdvertisingContext }> = async (app, { ctx }) => {
  signedByMarketplace(app);
  const route = endpointRoutes(app, advertisingEndpoints, advertisingEndpointSchemas, {
    tags: ['marketplace'],
    ...gatewaySchema,
  });
  route(
    'marketplaceAdvertisingEvents',
    {
      summary: 'Impressions and clicks of promoted products (idempotent by event id)',
      description:
        'Each event is taken once by its `id`; a repeat is counted in `duplicates` and changes nothing. A click costs the campaign’s bid. Events of a campaign that is not running, past its daily budget, or whose services balance cannot pay the click are recorded but neither counted nor charged, and listed in `refused` with the reason; a campaign that cannot pay a click stops with `out_of_funds`.',
      config: machineRoute,
    },
    async (request) => ({ data: await recordAdEvents(ctx, { events: request.body.events }) }),
  );
};
