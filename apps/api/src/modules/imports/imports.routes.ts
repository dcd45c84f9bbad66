import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  IMPORT_DEACTIVATE_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KEY_FIELD,
  IMPORT_SOURCES_MAX,
  IMPORTS_PATHS,
  importIdParams,
  importsEndpointSchemas,
  importTemplateQuery,
  type ImportKeyField,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { z } from 'zod';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { permissionHook } from '../../lib/permission-hook';
import { publicOrigin } from '../../lib/public-origin';
import { sendFile } from '../../lib/table-file';
import { acceptUploads, withStreamedUpload, type UploadRefusal } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { productsFile } from '../catalog';
import { requirementsHook } from '../setup';
import { TEMPLATE_CATEGORY, templateSource } from './import-template';
import type { ImportsContext } from './imports.context';
import { importsText } from './imports.messages';
import { presentImport, presentImportDetail, presentSource } from './imports.presenter';
import { problemsFile } from './imports.problems-file';
import { addSource } from './use-cases/add-source';
import { cancelImport } from './use-cases/cancel-import';
import { checkFeed } from './use-cases/check-feed';
import { checkSourceNow } from './use-cases/check-source-now';
import { saveMappings } from './use-cases/save-mappings';
import { startImport } from './use-cases/start-import';
import { updateSource } from './use-cases/update-source';

/** «Check now» calls a supplier may make in a minute. */
const SOURCE_CHECKS_PER_MINUTE = 20;

/** The key field of a multipart upload (`sku` unless `offer_id`). */
const keyFieldOf = (fields: Record<string, string>): ImportKeyField =>
  fields[IMPORT_KEY_FIELD] === 'offer_id' ? 'offer_id' : 'sku';

/**
 * Product imports' HTTP routes (issue 13): a YML feed is checked as it uploads (the dry run), or stored
 * privately and applied by the `imports.apply` job; the runs are listed with their counts and
 * problems, and an open one can be cancelled. Multipart is encapsulated here.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ ctx: ImportsContext }> = async (app, { ctx }) => {
  const { runs, sources } = ctx;
  await app.register(async (plugin) => {
    const panel = plugin.withTypeProvider<ZodTypeProvider>();
    panel.addHook('onRequest', panel.authenticate);
    await acceptUploads(panel, { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 });
    const schema = { tags: ['catalog: product imports'], security: [{ bearer: [] }] };
    const route = endpointRoutes(panel, importsEndpoints, importsEndpointSchemas, schema);
    const notFound = (request: FastifyRequest) => httpErrors.notFound(importsText(request.locale, 'import_not_found'));

    /** The feed part of a multipart body, streamed; refused with 422 when there is none, 413 when too large. */
    const refuseFeed =
      (locale: Locale): UploadRefusal =>
      (reason) => {
        if (reason !== 'too_large')
          return httpErrors.unprocessable('file_missing', importsText(locale, 'file_missing'));
        const text = importsText(locale, 'file_too_large', { mb: IMPORT_FILE_MAX_BYTES / 1024 / 1024 });
        return httpErrors.tooLarge('file_too_large', text, { [IMPORT_FILE_FIELD]: [text] });
      };
    const withFeed = <T>(
      request: FastifyRequest,
      use: (feed: Readable, name: string, fields: Record<string, string>) => Promise<T>,
    ) =>
      withStreamedUpload(request, IMPORT_FILE_FIELD, refuseFeed(request.locale), ({ stream, filename, fields }) =>
        use(stream, filename || 'feed.xml', fields),
      );
    const multipart = `multipart/form-data, the feed in field \`${IMPORT_FILE_FIELD}\` (a YML/XML feed as Rozetka and Prom write them, UTF-8 or windows-1251, or Prom's XLSX/CSV export or our template, ≤ ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB)`;

    route(
      'checkProductImport',
      {
        summary: 'Dry run of a feed: what importing it would create, update and skip',
        description: `${multipart}; before it, field \`${IMPORT_KEY_FIELD}\` = \`offer_id\` to find products by the feed's offer id (else by SKU). Read as it streams; nothing is written.`,
      },
      async (request) => ({
        data: await withFeed(request, (feed, name, fields) =>
          checkFeed(ctx, {
            supplierId: supplierId(request),
            feed,
            fileName: name,
            locale: request.locale,
            keyField: keyFieldOf(fields),
          }),
        ),
      }),
    );

    route(
      'startProductImport',
      {
        summary: 'Starts an import run of a feed (applied in the background)',
        description: `${multipart}; before it, field \`${IMPORT_KEY_FIELD}\` = \`offer_id\` to find products by the feed's offer id (else by SKU, \`vendorCode\`), and field \`${IMPORT_DEACTIVATE_FIELD}\` = \`true\` for a full feed (the active products it does not list are set inactive when it is done). The file is kept privately until the run ends; progress comes as \`import.progress\` on \`private-import.{id}\`.`,
      },
      async (request) => {
        const run = await withFeed(request, (feed, fileName, fields) =>
          startImport(ctx, {
            supplierId: supplierId(request),
            feed,
            fileName,
            deactivateMissing: fields[IMPORT_DEACTIVATE_FIELD] === 'true',
            keyField: keyFieldOf(fields),
          }),
        );
        return {
          message: importsText(request.locale, 'import_started', { file: run.fileName }),
          data: presentImport(run),
        };
      },
    );

    route(
      'saveProductImportMappings',
      {
        summary: 'Confirms which marketplace category each feed category and which attribute each feed param maps to',
        description:
          'Keys are the `key` of the dry run’s `categories` and `params`. The choices are remembered for the supplier and every later run (and feed URL) uses them; `null` means the feed category or param is not imported. Categories must be marketplace leaf categories, attributes the supplier’s own.',
      },
      async (request) => {
        await saveMappings(ctx, { supplierId: supplierId(request), locale: request.locale, ...request.body });
        return { message: importsText(request.locale, 'mappings_saved') };
      },
    );

    /** The files of the paid section, outside the table, keep its permission and requirement the same way (ADR 0036, 0041). */
    const paidFile = { onRequest: [permissionHook('catalogue'), requirementsHook(['subscription'], supplierId)] };

    panel.get(
      IMPORTS_PATHS.template,
      {
        ...paidFile,
        schema: {
          ...schema,
          operationId: 'getProductImportTemplate',
          summary: 'Our import template (the products export columns) with a sample row, as XLSX or CSV',
          querystring: importTemplateQuery,
          response: {
            200: z.any().describe('The file, as an attachment'),
            401: apiError,
            402: apiError,
            403: apiError,
            422: apiError,
          },
        },
      },
      async (request, reply) => {
        const kettles = (await ctx.catalog.leafCategories()).find((category) => category.path === TEMPLATE_CATEGORY);
        const source = templateSource(kettles?.id ?? 0, request.locale, publicOrigin(app, request));
        return sendFile(reply, productsFile(source, request.query.format, request.locale, 'import-template'));
      },
    );

    route(
      'listProductImports',
      { summary: 'The supplier’s import runs, newest first (the last 50)' },
      async (request) => ({ data: (await runs.list(supplierId(request))).map(presentImport) }),
    );

    route('getProductImport', { summary: 'One import run with its problems (its report)' }, async (request) => {
      const run = await runs.find(supplierId(request), request.params.id);
      if (!run) throw notFound(request);
      return { data: presentImportDetail(run) };
    });

    panel.get(
      IMPORTS_PATHS.problems(':id'),
      {
        ...paidFile,
        schema: {
          ...schema,
          operationId: 'getProductImportProblems',
          summary: 'The problems of an import run (the first 500) with the supplier’s own rows, as an XLSX or CSV file',
          params: importIdParams,
          querystring: importTemplateQuery,
          response: {
            200: z.any().describe('The file, as an attachment'),
            401: apiError,
            402: apiError,
            403: apiError,
            404: apiError,
            422: apiError,
          },
        },
      },
      async (request, reply) => {
        const run = await runs.find(supplierId(request), request.params.id);
        if (!run) throw notFound(request);
        const rows = await runs.problemRows(run.id);
        return sendFile(reply, problemsFile(run.problems, rows, request.query.format, request.locale));
      },
    );

    route(
      'cancelProductImport',
      { summary: 'Cancels an open import run; the batches applied so far stay' },
      async (request) => {
        const outcome = await cancelImport(ctx, { supplierId: supplierId(request), importId: request.params.id });
        if (!outcome) throw notFound(request);
        const { run } = outcome;
        if (!outcome.cancelled) {
          throw httpErrors.conflict(
            'import_not_open',
            importsText(request.locale, 'import_not_open', { file: run.fileName }),
          );
        }
        return {
          message: importsText(request.locale, 'import_cancelled', { file: run.fileName }),
          data: presentImport(run),
        };
      },
    );

    const sourceNotFound = (request: FastifyRequest) =>
      httpErrors.notFound(importsText(request.locale, 'source_not_found'));
    const sourceTaken = (request: FastifyRequest) => {
      const text = importsText(request.locale, 'source_taken');
      return httpErrors.conflict('source_taken', text, { url: [text] });
    };
    const sourceTags = ['catalog: product import sources'];

    route(
      'listProductImportSources',
      { summary: 'The supplier’s feed URLs kept in sync, with their last check', tags: sourceTags },
      async (request) => ({
        data: (await sources.list(supplierId(request))).map((row) => presentSource(row.source, row.lastImportStatus)),
      }),
    );

    route(
      'addProductImportSource',
      {
        summary: 'Adds a feed URL checked on a schedule (hourly or daily); it is checked at once',
        description:
          'Each check is a conditional request (If-None-Match / If-Modified-Since from what the feed last answered): an unchanged feed starts nothing, a changed one starts an import run as an upload does. http(s) only; addresses in private networks are refused when fetched.',
        tags: sourceTags,
      },
      async (request) => {
        const { body } = request;
        const source = await addSource(ctx, {
          supplierId: supplierId(request),
          url: body.url,
          schedule: body.schedule,
          deactivateMissing: body.deactivate_missing,
          keyField: body.key_field,
        });
        if (source === 'too_many') {
          const text = importsText(request.locale, 'sources_too_many', { max: IMPORT_SOURCES_MAX });
          throw httpErrors.unprocessable('sources_too_many', text, { url: [text] });
        }
        if (source === 'taken') throw sourceTaken(request);
        return { message: importsText(request.locale, 'source_added'), data: presentSource(source, null) };
      },
    );

    route(
      'updateProductImportSource',
      { summary: 'Changes a feed URL source (a new URL is checked at once)', tags: sourceTags },
      async (request) => {
        const { body } = request;
        const saved = await updateSource(ctx, {
          supplierId: supplierId(request),
          id: request.params.id,
          url: body.url,
          schedule: body.schedule,
          deactivateMissing: body.deactivate_missing,
          keyField: body.key_field,
        });
        if (!saved) throw sourceNotFound(request);
        if (saved === 'taken') throw sourceTaken(request);
        return {
          message: importsText(request.locale, 'source_saved'),
          data: presentSource(saved.source, saved.lastImportStatus),
        };
      },
    );

    route(
      'removeProductImportSource',
      { summary: 'Removes a feed URL source; its import runs stay', tags: sourceTags },
      async (request) => {
        if (!(await sources.remove(supplierId(request), request.params.id))) throw sourceNotFound(request);
        return { message: importsText(request.locale, 'source_removed') };
      },
    );

    route(
      'checkProductImportSource',
      {
        summary: 'Checks a feed URL now, in the background (a changed feed starts an import run)',
        tags: sourceTags,
        config: {
          rateLimit: {
            max: SOURCE_CHECKS_PER_MINUTE,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `import-source-check:${supplierId(request)}`,
          },
        },
      },
      async (request) => {
        const found = await checkSourceNow(ctx, { supplierId: supplierId(request), id: request.params.id });
        if (!found) throw sourceNotFound(request);
        if (found === 'busy') throw httpErrors.conflict('source_busy', importsText(request.locale, 'source_busy'));
        return {
          message: importsText(request.locale, 'source_check_queued'),
          data: presentSource(found.source, found.lastImportStatus),
        };
      },
    );
  });
};
