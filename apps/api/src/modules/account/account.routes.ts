import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_FIELD, BACKGROUND_FIELD, accountEndpointSchemas } from '@supplier/contracts/account';
import { accountEndpoints } from '@supplier/contracts/account-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { acceptUploads, readUpload } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { realtimeEvents } from '../realtime';
import { identityRepositories } from '../identity';
import { accountText } from './account.messages';
import { accountRepository } from './account.repository';
import { accountService, type ImageKind } from './account.service';

/**
 * Account settings (`Обліковий запис`, SPEC section 7): profile, avatar and background uploads
 * (POST …?_method=PUT is turned into PUT before routing), password and telephone changes. The
 * sessions list and Telegram disconnect live in the identity and telegram modules.
 */
/** The sign-in of the account (its phone and password) is the account holder's, never a team member's (issue 34). */
function holderOnly(request: FastifyRequest): void {
  if (request.auth?.memberId !== null) {
    throw httpErrors.forbidden('account_holder_only', accountText(request.locale, 'account_holder_only'));
  }
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = Math.round(app.config.IMAGE_UPLOAD_MAX_MB * 1024 * 1024);
  const service = accountService({
    db: app.database.db,
    identity: identityRepositories(app.database.db),
    account: accountRepository,
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
      return httpErrors.field(reason === 'too_large' ? 413 : 422, key, field, text);
    });
  }

  const route = endpointRoutes(app, accountEndpoints, accountEndpointSchemas, {
    tags: ['account'],
    security: [{ bearer: [] }],
  });

  route('saveAccount', { summary: 'Saves the account’s personal and company details' }, async (request) =>
    service.updateProfile(supplierId(request), request.body, request.locale),
  );

  const imageRoute = (operationId: 'saveAvatar' | 'saveBackground', kind: ImageKind, field: string, summary: string) =>
    route(
      operationId,
      {
        summary,
        description: `multipart/form-data with the image in field \`${field}\` (JPEG, PNG or WebP); POST with ?_method=PUT works too.`,
      },
      async (request) =>
        service.saveImage(supplierId(request), kind, await upload(request, field), field, request.locale),
    );
  imageRoute('saveAvatar', 'avatar', AVATAR_FIELD, 'Uploads the account’s avatar (an image, resized)');
  imageRoute(
    'saveBackground',
    'background',
    BACKGROUND_FIELD,
    'Uploads the account’s background image (an image, resized)',
  );

  route('changePassword', { summary: 'Changes the password (the current one is asked)' }, async (request) => {
    if (!request.auth) throw new Error('route needs app.authenticate');
    holderOnly(request);
    return service.changePassword(request.auth, request.body, request.locale);
  });

  route('requestPhoneChange', { summary: 'Sends a code to the new phone number' }, async (request) => {
    holderOnly(request);
    return service.requestPhoneChange(supplierId(request), request.body.telephone, {
      locale: request.locale,
      ip: request.ip,
    });
  });

  route('confirmPhoneChange', { summary: 'Confirms the new phone number with its code' }, async (request) => {
    holderOnly(request);
    return service.confirmPhoneChange(supplierId(request), request.body, { locale: request.locale, ip: request.ip });
  });
};
