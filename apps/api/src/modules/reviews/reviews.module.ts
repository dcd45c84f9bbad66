import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsIssueText } from '@supplier/contracts/reviews';
import { validationTexts } from '../../plugins/errors';
import { realtimeEvents } from '../realtime';
import { reviewsGatewayRoutes } from './reviews.gateway';
import { storeReviewPhotos } from './reviews.photos';
import { reviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { REVIEW_PHOTOS_JOB, reviewsService } from './reviews.service';

/** Reviews (issue 14): the photo job, the gateway and the supplier's panel. */
export const reviewsModule: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, reviewsIssueText);
  const repo = reviewsRepository(app.database.db);
  const reviews = reviewsService({
    repo,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    notifications: app.notifications,
    clock: app.drivers.clock,
    log: app.log,
  });
  await app.register(reviewsGatewayRoutes, { reviews });

  const photoLog = app.log.child({ module: 'reviews.photos' });
  app.jobs.register<{ reviewId: number }>(REVIEW_PHOTOS_JOB, {
    maxAttempts: 3,
    run: async ({ reviewId }) => {
      await storeReviewPhotos(reviewId, {
        repo,
        storage: app.drivers.storage,
        allowPrivate: app.devTools,
        log: photoLog,
        onStored: (owner, id) => reviews.changed(owner, id),
      });
    },
  });
  await app.register(reviewsRoutes, { reviews });
};
