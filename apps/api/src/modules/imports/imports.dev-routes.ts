import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { importIdParams } from '@supplier/contracts/imports';
import { httpErrors } from '../../errors';
import type { ImportsContext } from './imports.context';
import { importsText } from './imports.messages';
import { queueDueChecks } from './use-cases/check-source';

/**
 * POST /api/dev/import-sources/{id}/due: the source's next check comes now and the schedule's
 * round (what the `imports.sources.due` job runs every 5 minutes) runs at once, so the check is
 * queued and done by the job runner as the schedule's own (e2e and demos see an hourly feed sync
 * without waiting the hour). Machines call it (no X-SESSION); it exists only in the local mode,
 * for this machine (plugins/dev-tools.ts).
 */
export const importsDevRoutes: FastifyPluginAsyncZod<{ ctx: ImportsContext }> = async (app, { ctx }) => {
  if (!app.devTools) return;
  app.post(
    '/dev/import-sources/:id/due',
    {
      config: { sessionHeader: false },
      schema: {
        hide: true,
        params: importIdParams,
        response: { 200: z.object({ queued: z.number().int() }), 404: apiError },
      },
    },
    async (request) => {
      if (!(await ctx.sources.dueNow(request.params.id, ctx.clock.now()))) {
        throw httpErrors.notFound(importsText(request.locale, 'source_not_found'));
      }
      return { queued: await queueDueChecks(ctx) };
    },
  );
};
