import type { FastifyPluginAsync } from 'fastify';
import { returnsIssueText } from '@supplier/contracts/returns';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { storeBuyerPhotos } from '../../lib/buyer-photos';
import { validationTexts } from '../../plugins/errors';
import { announce } from './returns.announce';
import { returnsContext } from './returns.context';
import { returnsDevRoutes } from './returns-dev.routes';
import { returnsGatewayRoutes } from './returns-gateway.routes';
import { returnsRoutes } from './returns.routes';
import { trackReturnWaybills } from './use-cases/track-return-waybills';

const RETURN_PHOTOS_JOB = 'returns.photos';

/**
 * Returns and exchanges (issue 33): the gateway, the panel, the local mode's simulator, the photo
 * job, and the return waybills followed by the orders' tracking job.
 */
export const returnsModule: FastifyPluginAsync = async (app) => {
  validationTexts(app, returnsIssueText);
  const ctx = returnsContext(app, (tx, returnId) =>
    enqueueJobs(tx, [{ kind: RETURN_PHOTOS_JOB, payload: { returnId } }]),
  );
  const photoLog = app.log.child({ module: 'returns.photos' });
  app.jobs.register<{ returnId: number }>(RETURN_PHOTOS_JOB, {
    maxAttempts: 3,
    run: async ({ returnId }) => {
      const row = await ctx.returns.rawById(returnId);
      if (!row || row.photos.length > 0 || row.photoSources.length === 0) return;
      const photos = await storeBuyerPhotos(row.photoSources, {
        storage: app.drivers.storage,
        allowPrivate: app.devTools,
        log: photoLog.child({ returnId }),
        folder: `returns/${row.supplierId}`,
      });
      await ctx.returns.setPhotos(returnId, photos);
      if (photos.length > 0) await announce(ctx, { ...row, photos }, false);
    },
  });
  app.waybillTrackers.push({
    track: () => trackReturnWaybills(ctx),
    forget: (ttn) => ctx.returns.forgetTracked(ttn),
  });
  await app.register(returnsGatewayRoutes, { ctx });
  await app.register(returnsDevRoutes, { ctx });
  await app.register(returnsRoutes, { ctx });
};
