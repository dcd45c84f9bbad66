import type { FastifyPluginAsync } from 'fastify';
import { idOf } from '../../lib/ids';
import { importsContext } from './imports.context';
import { importsDevRoutes } from './imports.dev-routes';
import {
  IMPORT_APPLY_JOB,
  IMPORT_IMAGES_JOB,
  IMPORT_SOURCE_CHECK_JOB,
  IMPORT_SOURCES_DUE_JOB,
  SOURCES_DUE_EVERY_MS,
} from './imports.jobs';
import { importsRoutes } from './imports.routes';
import { applyImport, failImport } from './use-cases/apply-import';
import { checkSource, queueDueChecks } from './use-cases/check-source';
import { fetchPictures } from './use-cases/fetch-pictures';

/** Applying a slice stays well inside the job runner's one-minute lease. */
const APPLY_TIMEOUT_MS = 50_000;

/**
 * Product imports (issue 13): the run's realtime channel, the jobs that apply runs, fetch their
 * pictures and check feed URLs on their schedule, the local mode's dev route, and the routes.
 */
export const importsModule: FastifyPluginAsync = async (app) => {
  const ctx = importsContext(app);
  app.channels.add('private-import.{importId}', 'catalogue', async ({ supplierId, params }) => {
    const importId = idOf(params.importId);
    return importId !== null && (await ctx.runs.find(supplierId, importId)) !== null;
  });
  app.jobs.register<{ importId: number }>(IMPORT_APPLY_JOB, {
    timeoutMs: APPLY_TIMEOUT_MS,
    run: (payload) => applyImport(ctx, payload),
    failed: (payload) => failImport(ctx, payload),
  });
  const pictures = importsContext(app, { log: app.log.child({ module: 'imports.images' }) });
  app.jobs.register<{ importId: number; pass?: number; after?: number }>(IMPORT_IMAGES_JOB, {
    timeoutMs: 50_000,
    run: (payload) => fetchPictures(pictures, payload),
  });
  const sources = importsContext(app, { log: app.log.child({ module: 'imports.sources' }) });
  app.jobs.register<{ sourceId: number }>(IMPORT_SOURCE_CHECK_JOB, {
    timeoutMs: 58_000,
    maxAttempts: 3,
    run: async ({ sourceId }) => {
      await checkSource(sources, sourceId);
    },
  });
  app.jobs.register(IMPORT_SOURCES_DUE_JOB, {
    everyMs: SOURCES_DUE_EVERY_MS,
    run: async () => {
      await queueDueChecks(sources);
    },
  });
  await app.register(importsDevRoutes, { ctx: sources });
  await app.register(importsRoutes, { ctx });
};
