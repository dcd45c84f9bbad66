import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADVERTISING_BASE,
  ADVERTISING_SIMULATE_PATH,
  adEventsRequest,
  adEventsResponse,
  advertisingIssueText,
  campaignParams,
  campaignRequest,
  campaignResponse,
  campaignSavedResponse,
  campaignsResponse,
  campaignStatsQuery,
  campaignStatsResponse,
  simulateAdvertisingRequest,
  simulateAdvertisingResponse,
} from '@supplier/contracts/advertising';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { MARKETPLACE_ROUTE_BASE } from '@supplier/contracts/marketplace';
import { httpErrors } from '../../errors';
import { idParam } from '../../lib/ids';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace/marketplace.gateway';
import { simulatorContext } from '../marketplace/marketplace.simulator';
import { balanceAnnouncer } from '../money/money.events';
import { moneyStore } from '../money/money.store';
import { advertisingText } from './advertising.messages';
import {
  ADVERTISING_ATTRIBUTE_JOB,
  ADVERTISING_CHARGE_JOB,
  advertisingService,
  type AdvertisingService,
} from './advertising.service';
import { simulateAdvertising } from './advertising.simulator';

/** How often the daily charge looks for closed days, and the attribution for new orders. */
const CHARGE_EVERY_MS = 10 * 60_000;
const ATTRIBUTE_EVERY_MS = 60_000;

const advertisingGatewayRoutes: FastifyPluginAsyncZod<{ ads: AdvertisingService }> = async (app, { ads }) => {
  signedByMarketplace(app);
  app.post(
    `${MARKETPLACE_ROUTE_BASE}/advertising/events`,
    {
      config: machineRoute,
      schema: {
        tags: ['marketplace'],
        ...gatewaySchema,
        operationId: 'marketplaceAdvertisingEvents',
        summary: 'Impressions and clicks of promoted products (idempotent by event id)',
        description:
          'Each event is taken once by its `id`; a repeat is counted in `duplicates` and changes nothing. A click costs the campaign’s bid. Events of a campaign that is not running, past its daily budget, or whose services balance cannot pay the click are recorded but neither counted nor charged, and listed in `refused` with the reason; a campaign that cannot pay a click stops with `out_of_funds`.',
        body: adEventsRequest,
        response: { 200: adEventsResponse, 400: apiError, 401: apiError, 422: apiError },
      },
    },
    async (request) => ({ data: await ads.recordEvents(request.body.events) }),
  );
};

/** Advertising (issue 15, ADR 0026): campaigns, their figures, the gateway's events, the daily charge. */
export const advertisingRoutes: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, advertisingIssueText);
  const ads = advertisingService({
    db: app.database.db,
    clock: app.drivers.clock,
    announce: balanceAnnouncer({
      store: moneyStore(app.database.db),
      broadcaster: app.drivers.broadcaster,
      log: app.log,
    }),
    log: app.log.child({ module: 'advertising' }),
  });
  app.jobs.register(ADVERTISING_CHARGE_JOB, {
    everyMs: CHARGE_EVERY_MS,
    run: async () => {
      await ads.chargeClosedDays();
    },
  });
  app.jobs.register(ADVERTISING_ATTRIBUTE_JOB, {
    everyMs: ATTRIBUTE_EVERY_MS,
    run: async () => {
      await ads.attributeOrders();
    },
  });
  await app.register(advertisingGatewayRoutes, { ads });

  if (app.devTools) {
    app.post(
      ADVERTISING_SIMULATE_PATH.replace(/^\/api/, ''),
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          body: simulateAdvertisingRequest,
          response: { 200: simulateAdvertisingResponse, 404: apiError, 503: apiError },
        },
      },
      async (request) => {
        const context = await simulatorContext(app, request.locale, request.body.supplier_id);
        const result = await simulateAdvertising(context, {
          impressions: request.body.impressions,
          clickRate: request.body.click_rate,
          today: ads.today(),
        });
        if (!result) throw httpErrors.notFound(advertisingText(request.locale, 'nothing_to_simulate'));
        return result;
      },
    );
  }

  await app.register(async (instance) => {
    const panel = instance.withTypeProvider<ZodTypeProvider>();
    panel.addHook('onRequest', panel.authenticate);
    const schema = { tags: ['advertising'], security: [{ bearer: [] }] };
    const campaignId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(advertisingText(locale, 'campaign_not_found')));

    panel.get(
      `${ADVERTISING_BASE}/campaigns`,
      {
        schema: {
          ...schema,
          operationId: 'listAdCampaigns',
          summary: 'The supplier’s campaigns with today’s and total figures, the services balance and unbilled spend',
          response: { 200: campaignsResponse, 401: apiError },
        },
      },
      async (request) => ads.list(supplierId(request), request.locale),
    );

    panel.post(
      `${ADVERTISING_BASE}/campaigns`,
      {
        schema: {
          ...schema,
          operationId: 'createAdCampaign',
          summary: 'Creates a campaign promoting chosen products',
          description:
            'Bid and daily budget in hryvnias with at most two decimals (bid at least 1 грн, budget at least 10 грн and not below the bid); the end date, when given, not before the start. Products must be the supplier’s own.',
          body: campaignRequest,
          response: { 201: campaignSavedResponse, 401: apiError, 422: apiError },
        },
      },
      async (request, reply) => {
        const campaign = await ads.create(supplierId(request), request.body, request.locale);
        return reply.code(201).send({
          message: advertisingText(request.locale, 'campaign_created', { name: campaign.name }),
          data: campaign,
        });
      },
    );

    panel.get(
      `${ADVERTISING_BASE}/campaigns/:id`,
      {
        schema: {
          ...schema,
          operationId: 'getAdCampaign',
          summary: 'One campaign',
          params: campaignParams,
          response: { 200: campaignResponse, 401: apiError, 404: apiError },
        },
      },
      async (request) => ({
        data: await ads.get(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
      }),
    );

    panel.put(
      `${ADVERTISING_BASE}/campaigns/:id`,
      {
        schema: {
          ...schema,
          operationId: 'updateAdCampaign',
          summary: 'Changes a campaign’s name, products, bid, budget and dates',
          params: campaignParams,
          body: campaignRequest,
          response: { 200: campaignSavedResponse, 401: apiError, 404: apiError, 422: apiError },
        },
      },
      async (request) => ({
        message: advertisingText(request.locale, 'campaign_saved'),
        data: await ads.update(
          supplierId(request),
          campaignId(request.params.id, request.locale),
          request.body,
          request.locale,
        ),
      }),
    );

    panel.post(
      `${ADVERTISING_BASE}/campaigns/:id/pause`,
      {
        schema: {
          ...schema,
          operationId: 'pauseAdCampaign',
          summary: 'Pauses a campaign',
          params: campaignParams,
          response: { 200: campaignSavedResponse, 401: apiError, 404: apiError },
        },
      },
      async (request) => ({
        message: advertisingText(request.locale, 'campaign_paused'),
        data: await ads.pause(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
      }),
    );

    panel.post(
      `${ADVERTISING_BASE}/campaigns/:id/resume`,
      {
        schema: {
          ...schema,
          operationId: 'resumeAdCampaign',
          summary: 'Resumes a paused or out-of-funds campaign',
          description:
            '409 `campaign_ended` after its end date; 422 `insufficient_funds` (errors keyed `services`) when the services balance, less the spend not yet charged, cannot pay one click.',
          params: campaignParams,
          response: { 200: campaignSavedResponse, 401: apiError, 404: apiError, 409: apiError, 422: apiError },
        },
      },
      async (request) => ({
        message: advertisingText(request.locale, 'campaign_resumed'),
        data: await ads.resume(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
      }),
    );

    panel.get(
      `${ADVERTISING_BASE}/campaigns/:id/stats`,
      {
        schema: {
          ...schema,
          operationId: 'getAdCampaignStats',
          summary: 'A campaign’s figures by Kyiv day and by product (the last 30 days unless dates are given)',
          params: campaignParams,
          querystring: campaignStatsQuery,
          response: { 200: campaignStatsResponse, 401: apiError, 404: apiError, 422: apiError },
        },
      },
      async (request) => ({
        data: await ads.stats(
          supplierId(request),
          campaignId(request.params.id, request.locale),
          request.query,
          request.locale,
        ),
      }),
    );
  });
};
