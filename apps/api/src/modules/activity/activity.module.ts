import type { FastifyPluginAsync } from 'fastify';
import { activityIssueText } from '@supplier/contracts/activity';
import { validationTexts } from '../../plugins/errors';
import { activityRoutes } from './activity.routes';
import { activityService } from './activity.service';

/** The recurring job deleting entries older than a year. */
export const ACTIVITY_RETENTION_JOB = 'activity.retention';
const DAY_MS = 24 * 60 * 60_000;

/** The activity log (issue 34): its routes and the daily retention job. */
export const activityModule: FastifyPluginAsync = async (app) => {
  validationTexts(app, activityIssueText);
  const activity = activityService(app.database.db);
  app.jobs.register(ACTIVITY_RETENTION_JOB, {
    everyMs: DAY_MS,
    run: async () => {
      const deleted = await activity.forgetOld(app.drivers.clock.now());
      if (deleted > 0) app.log.info({ deleted }, 'activity log: entries older than a year deleted');
    },
  });
  await app.register(activityRoutes, { activity });
};
