import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADVERTISING_SIMULATE_PATH,
  advertisingEndpointSchemas,
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
import { simulatorContext } from '../marketplace';
import type { AdvertisingContext } from './advertising.context';
import { advertisingText } from './advertising.messages';
import { simulateAdvertising } from './advertising.simulator';
import { createCampaign } from './use-cases/create-campaign';
import { editCampaign } from './use-cases/edit-campaign';
import { getCampaign } from './use-cases/get-campaign';
import { listCampaigns } from './use-cases/list-campaigns';
import { pauseCampaign } from './use-cases/pause-campaign';
import { readCampaignStats } from './use-cases/read-campaign-stats';
import { resumeCampaign } from './use-cases/resume-campaign';

/** Advertising (issue 15, ADR 0026), HTTP: campaigns and their figures; the simulator. */
export const advertisingRoutes: FastifyPluginAsyncZod<{ ctx: AdvertisingContext }> = async (app, { ctx }) => {
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
          today: ctx.today(),
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
      async (request) => listCampaigns(ctx, { supplierId: supplierId(request), locale: request.locale }),
    );

    route(
      'createAdCampaign',
      {
        summary: 'Creates a campaign promoting chosen products',
        description:
          'Bid and daily budget in hryvnias with at most two decimals (bid at least 1 грн, budget at least 10 грн and not below the bid); the end date, when given, not before the start. Products must be the supplier’s own.',
      },
      async (request) => {
        const campaign = await createCampaign(ctx, {
          supplierId: supplierId(request),
          input: request.body,
          locale: request.locale,
        });
        return {
          message: advertisingText(request.locale, 'campaign_created', { name: campaign.name }),
          data: campaign,
        };
      },
    );

    route('getAdCampaign', { summary: 'One campaign' }, async (request) => ({
      data: await getCampaign(ctx, {
        supplierId: supplierId(request),
        id: campaignId(request.params.id, request.locale),
        locale: request.locale,
      }),
    }));

    route(
      'updateAdCampaign',
      { summary: 'Changes a campaign’s name, products, bid, budget and dates' },
      async (request) => ({
        message: advertisingText(request.locale, 'campaign_saved'),
        data: await editCampaign(ctx, {
          supplierId: supplierId(request),
          id: campaignId(request.params.id, request.locale),
          input: request.body,
          locale: request.locale,
        }),
      }),
    );

    route('pauseAdCampaign', { summary: 'Pauses a campaign' }, async (request) => ({
      message: advertisingText(request.locale, 'campaign_paused'),
      data: await pauseCampaign(ctx, {
        supplierId: supplierId(request),
        id: campaignId(request.params.id, request.locale),
        locale: request.locale,
      }),
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
        data: await resumeCampaign(ctx, {
          supplierId: supplierId(request),
          id: campaignId(request.params.id, request.locale),
          locale: request.locale,
        }),
      }),
    );

    route(
      'getAdCampaignStats',
      { summary: 'A campaign’s figures by Kyiv day and by product (the last 30 days unless dates are given)' },
      async (request) => ({
        data: await readCampaignStats(ctx, {
          supplierId: supplierId(request),
          id: campaignId(request.params.id, request.locale),
          range: request.query,
          locale: request.locale,
        }),
      }),
    );
  });
};
