import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisingIssueText } from '@supplier/contracts/advertising';
import { validationTexts } from '../../plugins/errors';
import { balanceAnnouncer, moneyStore } from '../money';
import { advertisingContext } from './advertising.context';
import { advertisingGatewayRoutes } from './advertising.gateway';
import { advertisingRoutes } from './advertising.routes';
import { ADVERTISING_ATTRIBUTE_JOB, attributeOrders } from './use-cases/attribute-orders';
import { ADVERTISING_CHARGE_JOB, chargeClosedDays } from './use-cases/charge-closed-days';

/** How often the daily charge looks for closed days, and the attribution for new orders. */
const CHARGE_EVERY_MS = 10 * 60_000;
const ATTRIBUTE_EVERY_MS = 60_000;

/** Advertising (issue 15, ADR 0026): the daily charge and attribution jobs, the gateway, the panel. */
export const advertisingModule: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, advertisingIssueText);
  const ctx = advertisingContext({
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
      await chargeClosedDays(ctx);
    },
  });
  app.jobs.register(ADVERTISING_ATTRIBUTE_JOB, {
    everyMs: ATTRIBUTE_EVERY_MS,
    run: async () => {
      await attributeOrders(ctx);
    },
  });
  await app.register(advertisingGatewayRoutes, { ctx });
  await app.register(advertisingRoutes, { ctx });
};
