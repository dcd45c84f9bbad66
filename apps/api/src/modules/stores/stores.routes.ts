import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@supplier/contracts/constants';
import { STORE_LOGO_FIELD, storesEndpointSchemas, storesIssueText } from '@supplier/contracts/stores';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { acceptUploads, readUpload } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { storesText } from './stores.messages';
import type { StoresService } from './stores.service';
import { idParam } from '../../lib/ids';

const storeId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(storesText(locale, 'store_not_found')));

/** Stores (PRODUCT.md section 6). */
export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (app, { stores }) => {
  const maxMb = app.config.IMAGE_UPLOAD_MAX_MB;
  // Multipart only here (encapsulated): the logo, one file.
  await acceptUploads(app, { fileSize: Math.round(maxMb * 1024 * 1024), files: 1 });
  app.addHook('onRequest', app.authenticate);
  validationTexts(app, storesIssueText);

  /** The uploaded logo, read whole (at most IMAGE_UPLOAD_MAX_MB). */
  function upload(request: FastifyRequest): Promise<Buffer> {
    const field = STORE_LOGO_FIELD;
    return readUpload(request, field, (reason) => {
      const key = reason === 'too_large' ? 'logo_too_large' : 'logo_missing';
      const text = storesText(request.locale, key, { mb: maxMb });
      return httpErrors.field(reason === 'too_large' ? 413 : 422, key, field, text);
    });
  }

  const route = endpointRoutes(app, storesEndpoints, storesEndpointSchemas, {
    tags: ['stores'],
    security: [{ bearer: [] }],
  });

  route('listStores', { summary: 'The supplier’s stores, one page at a time' }, async (request) =>
    stores.list(supplierId(request), request.query),
  );

  route(
    'checkStoreSlug',
    {
      summary: 'Whether a store address (slug) is free',
      description: 'Whether a store address is free on the marketplace; `exclude_id` leaves out your own store.',
    },
    async (request) =>
      stores.checkSlug(supplierId(request), request.query.slug, request.query.exclude_id, request.locale),
  );

  route('createStore', { summary: 'Creates a store' }, async (request) =>
    stores.create(supplierId(request), request.body, request.locale),
  );

  route('getStore', { summary: 'One store' }, async (request) => ({
    data: await stores.get(supplierId(request), storeId(request.params.id, request.locale), request.locale),
  }));

  route('saveStore', { summary: 'Saves a store' }, async (request) =>
    stores.update(supplierId(request), storeId(request.params.id, request.locale), request.body, request.locale),
  );

  route(
    'deleteStore',
    {
      summary: 'Deletes a store',
      description: 'Deletes a store; the last store of a supplier cannot be deleted (409 last_store).',
    },
    async (request) => stores.remove(supplierId(request), storeId(request.params.id, request.locale), request.locale),
  );

  route('pauseStore', { summary: 'Pauses a store (its products leave the storefront)' }, async (request) =>
    stores.setStatus(supplierId(request), storeId(request.params.id, request.locale), 'paused', request.locale),
  );

  route('resumeStore', { summary: 'Resumes a paused store' }, async (request) =>
    stores.setStatus(supplierId(request), storeId(request.params.id, request.locale), 'active', request.locale),
  );

  route(
    'saveStoreLogo',
    {
      summary: 'Uploads a store’s logo (an image, resized)',
      description: `multipart/form-data with the image in field \`${STORE_LOGO_FIELD}\` (JPEG, PNG or WebP, checked by content); POST with ?_method=PUT works too.`,
    },
    async (request) => {
      const id = storeId(request.params.id, request.locale);
      // a missing or foreign store answers 404 before the upload is read
      await stores.get(supplierId(request), id, request.locale);
      return stores.saveLogo(supplierId(request), id, await upload(request), STORE_LOGO_FIELD, request.locale);
    },
  );

  route('deleteStoreLogo', { summary: 'Removes a store’s logo' }, async (request) =>
    stores.removeLogo(supplierId(request), storeId(request.params.id, request.locale), request.locale),
  );
};
