import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  DASHBOARD_PATHS,
  dashboardIssueText,
  dashboardStatisticsQuery,
  dashboardStatisticsResponse,
  dashboardTimelineResponse,
} from '@supplier/contracts/dashboard';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { dashboardRepository } from './dashboard.repository';
import { dashboardService } from './dashboard.service';

/** The dashboard (issue 15): a period's statistics against the previous one, and the timeline. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, dashboardIssueText);
  const dashboard = dashboardService({ repo: dashboardRepository(app.database.db), clock: app.drivers.clock });

  await app.register(async (instance) => {
    const panel = instance.withTypeProvider<ZodTypeProvider>();
    panel.addHook('onRequest', panel.authenticate);
    const schema = { tags: ['dashboard'], security: [{ bearer: [] }] };

    panel.get(
      DASHBOARD_PATHS.statistics,
      {
        schema: {
          ...schema,
          operationId: 'getDashboardStatistics',
          summary: 'A period’s sales, reviews and balance against the previous period of the same length',
          description:
            'Periods are Kyiv calendar days ending today (`today`, `7d`, `30d`, `90d`) or `custom` with `date_from` and `date_to` (both included, at most 366 days). Orders count on the day they were placed, in the status they have now; revenue, the average order and units leave out cancelled and returned orders. Figures come from daily rollups kept with every order change.',
          querystring: dashboardStatisticsQuery,
          response: { 200: dashboardStatisticsResponse, 401: apiError, 422: apiError },
        },
      },
      async (request) => ({ data: await dashboard.statistics(supplierId(request), request.query) }),
    );

    panel.get(
      DASHBOARD_PATHS.timeline,
      {
        schema: {
          ...schema,
          operationId: 'getDashboardTimeline',
          summary: 'The latest events: new orders, status changes, reviews, payouts and finished imports',
          description: 'At most 50 events, newest first. The panel reads it again every 60 seconds.',
          response: { 200: dashboardTimelineResponse, 401: apiError },
        },
      },
      async (request) => ({ data: await dashboard.timeline(supplierId(request)) }),
    );
  });
};
