import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@supplier/contracts/common';
import {
  accountResponse,
  authResponse,
  codeSentResponse,
  confirmCodeRequest,
  forgottenConfirmRequest,
  forgottenRequest,
  forgottenResponse,
  passwordLoginRequest,
  phoneLoginRequest,
  registerRequest,
  sessionParams,
  sessionsResponse,
  visitTrackRequest,
} from '@supplier/contracts/identity';
import { npApiKeyMaskLookup } from '../deliveries/np-keys.lookup';
import { firstStoreOnSignUp } from '../stores/stores.first-store';
import { identityRepositories } from './identity.repository';
import { identityService, type RequestContext } from './identity.service';
import { loginThrottle } from './login-throttle';
import { tokenLifetime } from './tokens.repository';

function context(request: FastifyRequest): RequestContext {
  return { locale: request.locale, ip: request.ip, userAgent: request.headers['user-agent'] };
}

function auth(request: FastifyRequest) {
  if (!request.auth) throw new Error('route needs app.authenticate');
  return request.auth;
}

/** SPEC section 7 auth calls, the account, sessions and the referral visit counter. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const identity = identityService({
    repos: identityRepositories(app.database.db),
    sms: app.drivers.sms,
    clock: app.drivers.clock,
    log: app.log,
    throttle: loginThrottle(app.rateLimitRedis?.redis ?? null),
    lifetime: tokenLifetime(app.config),
    perIpPerHour: app.config.SMS_CODES_PER_IP_PER_HOUR,
    npApiKeyOf: npApiKeyMaskLookup(app.database.db),
    onTelephoneConfirmed: firstStoreOnSignUp(app.database.db),
  });
  const authTag = { tags: ['auth'] };
  const accountTag = { tags: ['account'], security: [{ bearer: [] }] };
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/admin-suppliers/v2/auth/login',
    { schema: { ...authTag, body: phoneLoginRequest, response: { 200: codeSentResponse } } },
    async (request) => identity.requestLoginCode(request.body.telephone, context(request)),
  );

  app.post(
    '/admin-suppliers/v2/auth/confirm-code',
    { schema: { ...authTag, body: confirmCodeRequest, response: { 200: authResponse } } },
    async (request) => identity.confirmCode(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v2/auth/register',
    { schema: { ...authTag, body: registerRequest, response: { 200: codeSentResponse } } },
    async (request) => identity.register(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/login',
    { schema: { ...authTag, body: passwordLoginRequest, response: { 200: authResponse } } },
    async (request) => identity.passwordLogin(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/forgotten',
    { schema: { ...authTag, body: forgottenRequest, response: { 200: forgottenResponse } } },
    async (request) => identity.forgotten(request.body.telephone, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/forgotten-confirm',
    { schema: { ...authTag, body: forgottenConfirmRequest, response: { 200: messageResponse } } },
    async (request) => identity.forgottenConfirm(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/logout',
    { ...signedIn, schema: { ...accountTag, response: { 200: messageResponse } } },
    async (request) => identity.logout(auth(request), context(request)),
  );

  app.get(
    '/admin-suppliers/v1/customer/account',
    { ...signedIn, schema: { ...accountTag, response: { 200: accountResponse } } },
    async (request) => ({ data: await identity.account(auth(request).supplierId, context(request)) }),
  );

  app.get(
    '/admin-suppliers/v1/customer/sessions',
    { ...signedIn, schema: { ...accountTag, response: { 200: sessionsResponse } } },
    async (request) => ({ data: await identity.sessions(auth(request)) }),
  );

  app.delete(
    '/admin-suppliers/v1/customer/sessions/others',
    { ...signedIn, schema: { ...accountTag, response: { 200: messageResponse } } },
    async (request) => identity.endOtherSessions(auth(request), context(request)),
  );

  app.delete(
    '/admin-suppliers/v1/customer/sessions/:id',
    { ...signedIn, schema: { ...accountTag, params: sessionParams, response: { 200: messageResponse } } },
    async (request) => identity.endSession(auth(request), request.params.id, context(request)),
  );

  app.post(
    '/v1/customers/referral/visit-track',
    { schema: { tags: ['referral'], body: visitTrackRequest } },
    async (request, reply) => {
      await identity.trackReferralVisit(request.body.referral_id, context(request));
      return reply.code(204).send();
    },
  );
};
