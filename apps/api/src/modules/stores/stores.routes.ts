import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, messageResponse } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  STORE_LOGO_FIELD,
  slugCheckQuery,
  slugCheckResponse,
  storeRequest,
  storeResponse,
  storesIssueText,
  storeSavedResponse,
  storesQuery,
  storesResponse,
} from '@supplier/contracts/stores';
import { AppError, httpErrors } from '../../errors';
import { acceptUploads, readUpload } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { storesText } from './stores.messages';
import { storesRepository } from './stores.repository';
import { storesService } from './stores.service';
import { idParam } from '../../lib/ids';

const BASE = '/admin-suppliers/v1/stores';

/** `{id}` of a store; anything that is not one answers 404 (as another supplier's store does). */
const params = z.object({ id: z.string().max(32) });

const storeId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(storesText(locale, 'store_not_found')));

/** Stores (PRODUCT.md section 6) and the settings' `store`. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = storesRepository(app.database.db);
  const stores = storesService({ repo, storage: app.drivers.storage, log: app.log });
  app.setup.store((id) => stores.primaryOf(id));

  const maxMb = app.config.IMAGE_UPLOAD_MAX_MB;
  // Multipart only here (encapsulated): the logo, one file.
  await acceptUploads(app, { fileSize: Math.round(maxMb * 1024 * 1024), files: 1 });
  app.addHook('onRequest', app.authenticate);
  validationTexts(app, storesIssueText);

  const schema = { tags: ['stores'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError };
  const saveErrors = { ...errors, 409: apiError, 422: apiError };

  /** The uploaded logo, read whole (at most IMAGE_UPLOAD_MAX_MB). */
  function upload(request: FastifyRequest): Promise<Buffer> {
    const field = STORE_LOGO_FIELD;
    return readUpload(request, field, (reason) => {
      const key = reason === 'too_large' ? 'logo_too_large' : 'logo_missing';
      const text = storesText(request.locale, key, { mb: maxMb });
      return new AppError(reason === 'too_large' ? 413 : 422, key, text, { [field]: [text] });
    });
  }

  app.get(
    BASE,
    {
      schema: {
        operationId: 'listStores',
        summary: 'The supplier’s stores, one page at a time',
        ...schema,
        querystring: storesQuery,
        response: { 200: storesResponse, 401: apiError },
      },
    },
    async (request) => stores.list(supplierId(request), request.query),
  );

  app.get(
    `${BASE}/slug-check`,
    {
      schema: {
        operationId: 'checkStoreSlug',
        summary: 'Whether a store address (slug) is free',
        ...schema,
        description: 'Whether a store address is free on the marketplace; `exclude_id` leaves out your own store.',
        querystring: slugCheckQuery,
        response: { 200: slugCheckResponse, 401: apiError },
      },
    },
    async (request) =>
      stores.checkSlug(supplierId(request), request.query.slug, request.query.exclude_id, request.locale),
  );

  app.post(
    BASE,
    {
      schema: {
        operationId: 'createStore',
        summary: 'Creates a store',
        ...schema,
        body: storeRequest,
        response: { 201: storeSavedResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const saved = await stores.create(supplierId(request), request.body, request.locale);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'getStore',
        summary: 'One store',
        ...schema,
        params,
        response: { 200: storeResponse, ...errors },
      },
    },
    async (request) => ({
      data: await stores.get(supplierId(request), storeId(request.params.id, request.locale), request.locale),
    }),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'saveStore',
        summary: 'Saves a store',
        ...schema,
        params,
        body: storeRequest,
        response: { 200: storeSavedResponse, ...saveErrors },
      },
    },
    async (request) =>
      stores.update(supplierId(request), storeId(request.params.id, request.locale), request.body, request.locale),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'deleteStore',
        summary: 'Deletes a store',
        ...schema,
        description: 'Deletes a store; the last store of a supplier cannot be deleted (409 last_store).',
        params,
        response: { 200: messageResponse, ...errors, 409: apiError },
      },
    },
    async (request) => stores.remove(supplierId(request), storeId(request.params.id, request.locale), request.locale),
  );

  for (const [action, status, operation] of [
    ['pause', 'paused', { operationId: 'pauseStore', summary: 'Pauses a store (its products leave the storefront)' }],
    ['resume', 'active', { operationId: 'resumeStore', summary: 'Resumes a paused store' }],
  ] as const) {
    app.post(
      `${BASE}/:id/${action}`,
      {
        schema: {
          ...operation,
          ...schema,
          params,
          response: { 200: storeSavedResponse, ...errors },
        },
      },
      async (request) =>
        stores.setStatus(supplierId(request), storeId(request.params.id, request.locale), status, request.locale),
    );
  }

  app.put(
    `${BASE}/:id/logo`,
    {
      schema: {
        operationId: 'saveStoreLogo',
        summary: 'Uploads a store’s logo (an image, resized)',
        ...schema,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with the image in field \`${STORE_LOGO_FIELD}\` (JPEG, PNG or WebP, checked by content); POST with ?_method=PUT works too.`,
        params,
        response: { 200: storeSavedResponse, ...errors, 413: apiError, 422: apiError },
      },
    },
    async (request) => {
      const id = storeId(request.params.id, request.locale);
      // a missing or foreign store answers 404 before the upload is read
      await stores.get(supplierId(request), id, request.locale);
      return stores.saveLogo(supplierId(request), id, await upload(request), STORE_LOGO_FIELD, request.locale);
    },
  );

  app.delete(
    `${BASE}/:id/logo`,
    {
      schema: {
        operationId: 'deleteStoreLogo',
        summary: 'Removes a store’s logo',
        ...schema,
        params,
        response: { 200: storeSavedResponse, ...errors },
      },
    },
    async (request) =>
      stores.removeLogo(supplierId(request), storeId(request.params.id, request.locale), request.locale),
  );
};
