import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEndpointSchemas, activityExportQuery, type ActivityEntry } from '@supplier/contracts/activity';
import { activityEndpoints } from '@supplier/contracts/activity-endpoints';
import { apiError } from '@supplier/contracts/common';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { permissionHook } from '../../lib/permission-hook';
import { sendFile } from '../../lib/table-file';
import { supplierId } from '../../plugins/auth';
import { activityFile } from './activity.export';
import type { ActivityService } from './activity.service';

const EXPORT_PAGE = 500;

/** The activity log «Журнал дій» in the panel (issue 34): the list and its export. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (instance, { activity }) => {
  const panel = instance.withTypeProvider<ZodTypeProvider>();
  panel.addHook('onRequest', panel.authenticate);
  const group = { tags: ['activity'], security: [{ bearer: [] }] };
  const route = endpointRoutes(instance, activityEndpoints, activityEndpointSchemas, group);

  route(
    'listActivity',
    {
      summary: 'Who of the team changed what, newest first, one keyset page at a time',
      description:
        'Filtered by member (`owner` for the supplier’s own sign-in), object type and id, action and Kyiv calendar days. Entries are kept a year.',
    },
    async (request) => activity.list(supplierId(request), request.query, request.locale),
  );

  // A file answer, outside the endpoint table.
  panel.get(
    `${activityEndpoints.listActivity.path}/export`,
    {
      onRequest: permissionHook('activity-log'),
      schema: {
        ...group,
        operationId: 'exportActivity',
        summary: 'Every entry the log’s filters find, as a CSV or XLSX file',
        description:
          'Takes the list’s filters. The file is streamed page by page, so its size is not bounded by memory. CSV is UTF-8 with a BOM, comma-separated.',
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        querystring: activityExportQuery,
        response: {
          200: z.any().describe('The file, as an attachment (CSV or XLSX by `format`)'),
          401: apiError,
          403: apiError,
          422: apiError,
        },
      },
    },
    async (request, reply) => {
      const who = supplierId(request);
      const { format, ...filter } = request.query;
      async function* pages(): AsyncGenerator<ActivityEntry[]> {
        let cursor: string | undefined;
        do {
          const page = await activity.list(who, { ...filter, cursor, per_page: EXPORT_PAGE }, request.locale);
          yield page.data;
          cursor = page.meta.next_cursor ?? undefined;
        } while (cursor);
      }
      return sendFile(reply, activityFile(pages(), format, request.locale));
    },
  );
};
