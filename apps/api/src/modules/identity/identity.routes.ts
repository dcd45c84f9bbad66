import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpointSchemas } from '@supplier/contracts/identity';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
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
  const route = endpointRoutes(app, identityEndpoints, identityEndpointSchemas, { tags: ['auth'], security: [] });

  route('sendLoginCode', { summary: 'Sends a sign-in code by SMS to a registered phone' }, async (request) =>
    identity.requestLoginCode(request.body.telephone, context(request)),
  );

  route('confirmLoginCode', { summary: 'Signs in with the SMS code and answers a token' }, async (request) =>
    identity.confirmCode(request.body, context(request)),
  );

  route('register', { summary: 'Registers a supplier (phone confirmed by SMS code)' }, async (request) =>
    identity.register(request.body, context(request)),
  );

  route('loginWithPassword', { summary: 'Signs in with a phone or email and a password' }, async (request) =>
    identity.passwordLogin(request.body, context(request)),
  );

  route('requestPasswordReset', { summary: 'Sends a password reset code by SMS' }, async (request) =>
    identity.forgotten(request.body.telephone, context(request)),
  );

  route('confirmPasswordReset', { summary: 'Sets a new password with the reset code' }, async (request) =>
    identity.forgottenConfirm(request.body, context(request)),
  );

  route(
    'trackReferralVisit',
    { summary: 'Counts a visit through a referral link', tags: ['referral'] },
    async (request) => {
      await identity.trackReferralVisit(request.body.referral_id, context(request));
      return null;
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.authenticate);
    const account = endpointRoutes(signedIn, identityEndpoints, identityEndpointSchemas, {
      tags: ['account'],
      security: [{ bearer: [] }],
    });

    account('logout', { summary: 'Ends this session (the token stops working)' }, async (request) =>
      identity.logout(auth(request), context(request)),
    );

    account('getAccount', { summary: 'The signed-in supplier’s account' }, async (request) => ({
      data: await identity.account(auth(request), context(request)),
    }));

    account('listSessions', { summary: 'The supplier’s signed-in sessions with their expiry' }, async (request) => ({
      data: await identity.sessions(auth(request)),
    }));

    account('endOtherSessions', { summary: 'Ends every session except this one' }, async (request) =>
      identity.endOtherSessions(auth(request), context(request)),
    );

    account('endSession', { summary: 'Ends one session' }, async (request) =>
      identity.endSession(auth(request), request.params.id, context(request)),
    );
  });
};
