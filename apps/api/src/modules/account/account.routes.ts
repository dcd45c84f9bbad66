import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_FIELD,
  BACKGROUND_FIELD,
  accountChangedResponse,
  accountUpdateRequest,
  passwordChangeRequest,
  phoneChangeConfirmRequest,
  phoneChangeRequest,
} from '@supplier/contracts/account';
import { apiError } from '@supplier/contracts/common';
import { codeSentResponse } from '@supplier/contracts/identity';
import { AppError } from '../../errors';
import { acceptUploads, readUpload } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { realtimeEvents } from '../broadcasting/realtime-events';
import { identityRepositories } from '../identity/identity.repository';
import { accountText } from './account.messages';
import { accountRepository } from './account.repository';
import { accountService, type ImageKind } from './account.service';

const tags = { tags: ['account'], security: [{ bearer: [] }] };
const changedResponses = { 200: accountChangedResponse, 401: apiError, 422: apiError };

/**
 * Account settings (`Обліковий запис`, SPEC section 7): profile, avatar and background uploads
 * (POST …?_method=PUT is turned into PUT before routing), password and telephone changes. The
 * sessions list and Telegram disconnect live in the identity and telegram modules.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = Math.round(app.config.IMAGE_UPLOAD_MAX_MB * 1024 * 1024);
  const service = accountService({
    identity: identityRepositories(app.database.db),
    account: accountRepository(app.database.db),
    storage: app.drivers.storage,
    events: realtimeEvents(app.drivers.broadcaster, app.log),
    sms: app.drivers.sms,
    clock: app.drivers.clock,
    log: app.log,
    perIpPerHour: app.config.SMS_CODES_PER_IP_PER_HOUR,
    npApiKeyOf: (id) => app.identity.npApiKeyOf(id),
  });

  // Multipart only here (encapsulated): one file, a few small fields.
  await acceptUploads(app, { fileSize: maxBytes, files: 1 });

  app.addHook('onRequest', app.authenticate);

  /** The uploaded file of `field`, read whole (at most maxBytes). */
  function upload(request: FastifyRequest, field: string): Promise<Buffer> {
    return readUpload(request, field, (reason) => {
      const key = reason === 'too_large' ? 'image_too_large' : 'image_missing';
      const text = accountText(request.locale, key, { mb: app.config.IMAGE_UPLOAD_MAX_MB });
      return new AppError(reason === 'too_large' ? 413 : 422, key, text, { [field]: [text] });
    });
  }

  app.put(
    '/admin-suppliers/v1/customer/account',
    {
      schema: {
        operationId: 'saveAccount',
        summary: 'Saves the account’s personal and company details',
        ...tags,
        body: accountUpdateRequest,
        response: changedResponses,
      },
    },
    async (request) => service.updateProfile(supplierId(request), request.body, request.locale),
  );

  const imageRoute = (
    url: string,
    kind: ImageKind,
    field: string,
    operation: { operationId: string; summary: string },
  ) =>
    app.put(
      url,
      {
        schema: {
          ...operation,
          ...tags,
          consumes: ['multipart/form-data'],
          description: `multipart/form-data with the image in field \`${field}\` (JPEG, PNG or WebP); POST with ?_method=PUT works too.`,
          response: { ...changedResponses, 413: apiError },
        },
      },
      async (request) =>
        service.saveImage(supplierId(request), kind, await upload(request, field), field, request.locale),
    );
  imageRoute('/v1/customers/avatar', 'avatar', AVATAR_FIELD, {
    operationId: 'saveAvatar',
    summary: 'Uploads the account’s avatar (an image, resized)',
  });
  imageRoute('/v1/customers/bg-save', 'background', BACKGROUND_FIELD, {
    operationId: 'saveBackground',
    summary: 'Uploads the account’s background image (an image, resized)',
  });

  app.put(
    '/admin-suppliers/v1/customer/account/password',
    {
      schema: {
        operationId: 'changePassword',
        summary: 'Changes the password (the current one is asked)',
        ...tags,
        body: passwordChangeRequest,
        response: changedResponses,
      },
    },
    async (request) => {
      if (!request.auth) throw new Error('route needs app.authenticate');
      return service.changePassword(request.auth, request.body, request.locale);
    },
  );

  app.post(
    '/admin-suppliers/v1/customer/account/telephone',
    {
      schema: {
        operationId: 'requestPhoneChange',
        summary: 'Sends a code to the new phone number',
        ...tags,
        body: phoneChangeRequest,
        response: { 200: codeSentResponse, 401: apiError, 422: apiError, 429: apiError },
      },
    },
    async (request) =>
      service.requestPhoneChange(supplierId(request), request.body.telephone, {
        locale: request.locale,
        ip: request.ip,
      }),
  );

  app.post(
    '/admin-suppliers/v1/customer/account/telephone/confirm',
    {
      schema: {
        operationId: 'confirmPhoneChange',
        summary: 'Confirms the new phone number with its code',
        ...tags,
        body: phoneChangeConfirmRequest,
        response: changedResponses,
      },
    },
    async (request) =>
      service.confirmPhoneChange(supplierId(request), request.body, { locale: request.locale, ip: request.ip }),
  );
};
