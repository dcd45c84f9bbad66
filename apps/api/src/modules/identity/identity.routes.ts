import { z } from 'zod';
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
    npApiKeyOf: (id) => app.identity.npApiKeyOf(id),
    onTelephoneConfirmed: (supplier) => app.identity.signedUp(supplier),
  });
  const authTag = { tags: ['auth'] };
  const accountTag = { tags: ['account'], security: [{ bearer: [] }] };
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/admin-suppliers/v2/auth/login',
    {
      schema: {
        operationId: 'sendLoginCode',
        summary: 'Sends a sign-in code by SMS to a registered phone',
        security: [],
        ...authTag,
        body: phoneLoginRequest,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => identity.requestLoginCode(request.body.telephone, context(request)),
  );

  app.post(
    '/admin-suppliers/v2/auth/confirm-code',
    {
      schema: {
        operationId: 'confirmLoginCode',
        summary: 'Signs in with the SMS code and answers a token',
        security: [],
        ...authTag,
        body: confirmCodeRequest,
        response: { 200: authResponse },
      },
    },
    async (request) => identity.confirmCode(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v2/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Registers a supplier (phone confirmed by SMS code)',
        security: [],
        ...authTag,
        body: registerRequest,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => identity.register(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/login',
    {
      schema: {
        operationId: 'loginWithPassword',
        summary: 'Signs in with a phone or email and a password',
        security: [],
        ...authTag,
        body: passwordLoginRequest,
        response: { 200: authResponse },
      },
    },
    async (request) => identity.passwordLogin(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/forgotten',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Sends a password reset code by SMS',
        security: [],
        ...authTag,
        body: forgottenRequest,
        response: { 200: forgottenResponse },
      },
    },
    async (request) => identity.forgotten(request.body.telephone, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/forgotten-confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        summary: 'Sets a new password with the reset code',
        security: [],
        ...authTag,
        body: forgottenConfirmRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => identity.forgottenConfirm(request.body, context(request)),
  );

  app.post(
    '/admin-suppliers/v1/auth/logout',
    {
      ...signedIn,
      schema: {
        operationId: 'logout',
        summary: 'Ends this session (the token stops working)',
        ...accountTag,
        response: { 200: messageResponse },
      },
    },
    async (request) => identity.logout(auth(request), context(request)),
  );

  app.get(
    '/admin-suppliers/v1/customer/account',
    {
      ...signedIn,
      schema: {
        operationId: 'getAccount',
        summary: 'The signed-in supplier’s account',
        ...accountTag,
        response: { 200: accountResponse },
      },
    },
    async (request) => ({ data: await identity.account(auth(request).supplierId, context(request)) }),
  );

  app.get(
    '/admin-suppliers/v1/customer/sessions',
    {
      ...signedIn,
      schema: {
        operationId: 'listSessions',
        summary: 'The supplier’s signed-in sessions with their expiry',
        ...accountTag,
        response: { 200: sessionsResponse },
      },
    },
    async (request) => ({ data: await identity.sessions(auth(request)) }),
  );

  app.delete(
    '/admin-suppliers/v1/customer/sessions/others',
    {
      ...signedIn,
      schema: {
        operationId: 'endOtherSessions',
        summary: 'Ends every session except this one',
        ...accountTag,
        response: { 200: messageResponse },
      },
    },
    async (request) => identity.endOtherSessions(auth(request), context(request)),
  );

  app.delete(
    '/admin-suppliers/v1/customer/sessions/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'endSession',
        summary: 'Ends one session',
        ...accountTag,
        params: sessionParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => identity.endSession(auth(request), request.params.id, context(request)),
  );

  app.post(
    '/v1/customers/referral/visit-track',
    {
      schema: {
        operationId: 'trackReferralVisit',
        summary: 'Counts a visit through a referral link',
        security: [],
        tags: ['referral'],
        body: visitTrackRequest,
        response: { 204: z.null().describe('Counted (a referral that does not exist is ignored)') },
      },
    },
    async (request, reply) => {
      await identity.trackReferralVisit(request.body.referral_id, context(request));
      return reply.code(204).send(null);
    },
  );
};
