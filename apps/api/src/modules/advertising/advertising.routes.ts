import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADVERTISING_SIMULATE_PATH,
  advertisingEndpointSchemas,
  advertisingIssueText,
  simulateAdvertisingRequest,
  simulateAdvertisingResponse,
} from '@supplier/contracts/advertising';
import { advertisingEndpoints } from '@supplier/contracts/advertising-endpoints';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
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

  await app.register(async (panel) => {
    panel.addHook('onRequest', panel.authenticate);
    const campaignId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(advertisingText(locale, 'campaign_not_found')));
    const route = endpointRoutes(panel, advertisingEndpoints, advertisingEndpointSchemas, {
      tags: ['advertising'],
      security: [{ bearer: [] }],
    });

    route(
      'listAdCampaigns',
      { summary: 'The supplier’s campaigns with today’s and total figures, the services balance and unbilled spend' },
      async (request) => ads.list(supplierId(request), request.locale),
    );

    route(
      'createAdCampaign',
      {
        summary: 'Creates a campaign promoting chosen products',
        description:
          'Bid and daily budget in hryvnias with at most two decimals (bid at least 1 грн, budget at least 10 грн and not below the bid); the end date, when given, not before the start. Products must be the supplier’s own.',
      },
      async (request) => {
        const campaign = await ads.create(supplierId(request), request.body, request.locale);
        return {
          message: advertisingText(request.locale, 'campaign_created', { name: campaign.name }),
          data: campaign,
        };
      },
    );

    route('getAdCampaign', { summary: 'One campaign' }, async (request) => ({
      data: await ads.get(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
    }));

    route(
      'updateAdCampaign',
      { summary: 'Changes a campaign’s name, products, bid, budget and dates' },
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

    route('pauseAdCampaign', { summary: 'Pauses a campaign' }, async (request) => ({
      message: advertisingText(request.locale, 'campaign_paused'),
      data: await ads.pause(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
    }));

    route(
      'resumeAdCampaign',
      {
        summary: 'Resumes a paused or out-of-funds campaign',
        description:
          '409 `campaign_ended` after its end date; 422 `insufficient_funds` (errors keyed `services`) when the services balance, less the spend not yet charged, cannot pay one click.',
      },
      async (request) => ({
        message: advertisingText(request.locale, 'campaign_resumed'),
        data: await ads.resume(supplierId(request), campaignId(request.params.id, request.locale), request.locale),
      }),
    );

    route(
      'getAdCampaignStats',
      { summary: 'A campaign’s figures by Kyiv day and by product (the last 30 days unless dates are given)' },
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
