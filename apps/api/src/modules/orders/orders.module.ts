import type { FastifyPluginAsync } from 'fastify';
import { ordersIssueText } from '@supplier/contracts/orders';
import { validationTexts } from '../../plugins/errors';
import { marketplaceRoutes } from './marketplace.routes';
import { ordersContext } from './orders.context';
import { ordersDevRoutes } from './orders-dev.routes';
import { ordersRoutes } from './orders.routes';
import { ordersBuyersRoutes } from './orders-buyers.routes';
import { trackWaybills } from './use-cases/track-waybills';
import { sweepWaybills, WAYBILL_SWEEP_AFTER_MS } from './use-cases/sweep-waybills';

/** The recurring job deleting waybills a killed process made but never kept. */
const WAYBILL_SWEEP_JOB = 'orders.waybills.sweep';
/** The recurring job that follows open waybills. */
const TRACKING_JOB = 'orders.tracking';

/**
 * The orders module (issue 12): the panel's routes, the marketplace gateway's, the local mode's
 * hooks, and the jobs sweeping orphaned waybills and tracking open ones (its own, then those other
 * modules add to `app.waybillTrackers`).
 */
export const ordersModule: FastifyPluginAsync = async (app) => {
  validationTexts(app, ordersIssueText);
  const ctx = ordersContext(app);
  app.jobs.register(WAYBILL_SWEEP_JOB, {
    everyMs: WAYBILL_SWEEP_AFTER_MS,
    run: async () => {
      await sweepWaybills(ctx);
    },
  });
  app.jobs.register(TRACKING_JOB, {
    everyMs: ctx.novaposhta.trackingEveryMs,
    run: async () => {
      await trackWaybills(ctx);
      for (const tracker of app.waybillTrackers) await tracker.track();
    },
  });
  await app.register(marketplaceRoutes, { ctx });
  await app.register(ordersDevRoutes, { ctx });
  await app.register(ordersRoutes, { ctx });
  await app.register(ordersBuyersRoutes, { ctx });
};
