import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  IMPORT_FILE_FIELD,
  IMPORT_FILE_MAX_BYTES,
  IMPORTS_PATHS,
  importCheckResponse,
} from '@supplier/contracts/imports';
import { AppError } from '../../errors';
import { acceptUploads } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { checkYmlFeed } from './imports.check';
import { importsText } from './imports.messages';
import { importsRepository } from './imports.repository';

/**
 * Product imports (issue 13): a YML feed is read as it uploads and checked against the catalogue
 * (the dry run). Multipart is encapsulated here.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = importsRepository(app.database.db);
  await app.register(async (panel) => {
    panel.addHook('onRequest', panel.authenticate);
    await acceptUploads(panel, { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 });

    panel.post(
      IMPORTS_PATHS.check,
      {
        schema: {
          operationId: 'checkProductImport',
          summary: 'Dry run of a YML feed: what importing it would create, update and skip',
          description: `multipart/form-data, the feed in field \`${IMPORT_FILE_FIELD}\` (YML/XML as Rozetka and Prom read them, UTF-8 or windows-1251, ≤ ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB). Read as it streams; nothing is written.`,
          tags: ['catalog: product imports'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: importCheckResponse, 401: apiError, 413: apiError, 422: apiError },
        },
      },
      async (request) => {
        const missing = () => new AppError(422, 'file_missing', importsText(request.locale, 'file_missing'));
        if (!request.isMultipart()) throw missing();
        const part = await request.file().catch(() => null);
        if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw missing();
        try {
          const data = await checkYmlFeed(repo, supplierId(request), part.file, part.filename, request.locale);
          return { data };
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          const text = importsText(request.locale, 'file_too_large', { mb: IMPORT_FILE_MAX_BYTES / 1024 / 1024 });
          throw new AppError(413, 'file_too_large', text, { [IMPORT_FILE_FIELD]: [text] });
        }
      },
    );
  });
};
