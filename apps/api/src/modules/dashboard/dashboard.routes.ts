import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpointSchemas, dashboardIssueText } from '@supplier/contracts/dashboard';
import { dashboardEndpoints } from '@supplier/contracts/dashboard-endpoints';
import { returnsEndpointSchemas } from '@supplier/contracts/returns';
import { returnsEndpoints } from '@supplier/contracts/returns-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { dashboardRepository } from './dashboard.repository';
import { returnFigures } from './dashboard-returns.repository';
import { dashboardService } from './dashboard.service';

/** The dashboard (issue 15): a period's statistics against the previous one, and the timeline. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, dashboardIssueText);
  const dashboard = dashboardService({ repo: dashboardRepository(app.database.db), clock: app.drivers.clock });
  app.addHook('onRequest', app.authenticate);

  const route = endpointRoutes(app, dashboardEndpoints, dashboardEndpointSchemas, {
    tags: ['dashboard'],
    security: [{ bearer: [] }],
  });

  route(
    'getDashboardStatistics',
    {
      summary: 'A period’s sales, reviews and balance against the previous period of the same length',
      description:
        'Periods are Kyiv calendar days ending today (`today`, `7d`, `30d`, `90d`) or `custom` with `date_from` and `date_to` (both included, at most 366 days). Orders count on the day they were placed, in the status they have now; revenue, the average order and units leave out cancelled and returned orders. Figures come from daily rollups kept with every order change.',
    },
    async (request) => ({ data: await dashboard.statistics(supplierId(request), request.query) }),
  );

  route(
    'getDashboardTimeline',
    {
      summary: 'The latest events: new orders, status changes, reviews, payouts and finished imports',
      description: 'At most 50 events, newest first. The panel reads it again every 60 seconds.',
    },
    async (request) => ({ data: await dashboard.timeline(supplierId(request)) }),
  );

  // Declared with the returns' endpoints (issue 33), answered here with the dashboard's periods.
  const returnsRoute = endpointRoutes(app, returnsEndpoints, returnsEndpointSchemas, {
    tags: ['dashboard'],
    security: [{ bearer: [] }],
  });
  returnsRoute(
    'getDashboardReturns',
    {
      summary: 'A period’s return requests, their rate per completed order and the top reasons',
      description:
        'The same periods as the statistics. `rate` is requests per 100 orders completed in the period (null with none); `top_reasons` lists every reason given in the period, most first.',
    },
    async (request) => {
      const period = dashboard.periodOf(request.query);
      const { from, to, previous_from, previous_to } = period;
      return {
        data: await returnFigures(app.database.db, supplierId(request), { from, to, previous_from, previous_to }),
      };
    },
  );
};
