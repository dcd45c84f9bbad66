import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { returnsEndpointSchemas } from '@supplier/contracts/returns';
import { returnsEndpoints } from '@supplier/contracts/returns-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { supplierId } from '../../plugins/auth';
import { countReturns } from './returns.announce';
import { returnNotFound, type ReturnActorRef } from './returns.change';
import type { ReturnsContext } from './returns.context';
import { acceptReturn } from './use-cases/accept-return';
import { cancelReturn } from './use-cases/cancel-return';
import { getReturn } from './use-cases/get-return';
import { listReturns } from './use-cases/list-returns';
import { makeReturnWaybill } from './use-cases/make-return-waybill';
import { receiveReturn } from './use-cases/receive-return';
import { refundReturn } from './use-cases/refund-return';
import { refuseReturn } from './use-cases/refuse-return';

/** The person deciding: the signed-in supplier account, and the team member when one is signed in. */
const panelActor = (request: FastifyRequest): ReturnActorRef => ({
  actor: 'panel',
  userId: supplierId(request),
  memberId: request.auth?.memberId ?? null,
});

/** The supplier's return requests in the panel (issue 33): list, counts, the request and its decisions. */
export const returnsRoutes: FastifyPluginAsyncZod<{ ctx: ReturnsContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, returnsEndpoints, returnsEndpointSchemas, {
    tags: ['returns'],
    security: [{ bearer: [] }],
  });
  const returnId = (id: string, locale: Locale) => idParam(id, () => returnNotFound(locale));
  const target = (request: FastifyRequest<{ Params: { id: string } }>) => ({
    supplierId: supplierId(request),
    id: returnId(request.params.id, request.locale),
    who: panelActor(request),
    locale: request.locale,
  });

  route(
    'listReturns',
    { summary: 'Return requests of a tab, searched and filtered, one keyset page at a time' },
    async (request) =>
      listReturns(ctx, { supplierId: supplierId(request), filter: request.query, locale: request.locale }),
  );

  route('countReturns', { summary: 'How many return requests each tab holds' }, async (request) => ({
    data: await countReturns(ctx, supplierId(request)),
  }));

  route(
    'getReturn',
    { summary: 'A return request with its order, items, photos, the buyer’s history, waybill, refund and history' },
    async (request) =>
      getReturn(ctx, {
        supplierId: supplierId(request),
        id: returnId(request.params.id, request.locale),
        locale: request.locale,
      }),
  );

  route(
    'acceptReturn',
    {
      summary: 'Accepts a return request, fully or some items, and orders the Nova Poshta return',
      description:
        'Without `items` every item asked is accepted; with them, each item’s quantity (0 declines it). A stale `version` answers 409 `version_conflict`, a request not new 409 `return_status`. The Nova Poshta return of the original waybill is ordered right after; its failure keeps the request accepted and is said in `message` and the history.',
    },
    async (request) => acceptReturn(ctx, { ...target(request), body: request.body }),
  );

  route(
    'refuseReturn',
    {
      summary: 'Refuses a return request with a reason the buyer sees',
      description: 'The storefront is told (`return.status_changed`, signed and retried) with the reason as written.',
    },
    async (request) => refuseReturn(ctx, { ...target(request), body: request.body }),
  );

  route(
    'cancelReturn',
    {
      summary: 'Cancels a return request before the goods travel (new or accepted)',
      description:
        'An accepted request’s Nova Poshta return order is cancelled first (`AdditionalServiceGeneral.delete`); NP refusing it (the parcel handed over) answers 409 `return_order_in_progress` and nothing changes; its outage 502/504.',
    },
    async (request) => cancelReturn(ctx, { ...target(request), version: request.body.version }),
  );

  route(
    'createReturnWaybill',
    {
      summary: 'Orders the Nova Poshta return of an accepted request again',
      description:
        'For an accepted request without a return order: `AdditionalServiceGeneral.save` (`orderCargoReturn`) on the original waybill. 409 `waybill_no_ttn` when the order has no Nova Poshta waybill; NP’s refusal 422, its outage 502/504.',
    },
    async (request) => makeReturnWaybill(ctx, { ...target(request), version: request.body.version }),
  );

  route(
    'receiveReturn',
    {
      summary: 'Marks the goods of a return received',
      description:
        'The accepted items go back to stock and their shelving. A card-paid return is refunded at once through the ledger (`refunded`); an exchange gets its replacement order; a cash-on-delivery return stays `received` until `refund`.',
    },
    async (request) => receiveReturn(ctx, { ...target(request), version: request.body.version }),
  );

  route(
    'refundReturn',
    {
      summary: 'Records a refund the seller paid outside the marketplace (cash on delivery)',
      description: 'For a received return that was not paid by card; no ledger movement.',
    },
    async (request) => refundReturn(ctx, { ...target(request), body: request.body }),
  );
};
