import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MONEY_CONFIRMATION_HEADER } from '@supplier/contracts/money';
import { identityRepositories, moneyConfirmation } from '../identity';

/**
 * The check a call moving money out makes before anything else (issue 34, ADR 0045): a team
 * member's call carries the texted code (403 without, 422 for a wrong one); the account holder's
 * goes through as SPEC has it.
 */
export function moneyConfirmationCheck(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const confirmation = moneyConfirmation({
    repos: identityRepositories(app.database.db),
    sms: app.drivers.sms,
    clock: app.drivers.clock,
    log: app.log,
  });
  return async (request) => {
    if (!request.auth) throw new Error('money confirmation needs a signed-in route');
    const header = request.headers[MONEY_CONFIRMATION_HEADER];
    await confirmation.confirm(request.auth, typeof header === 'string' ? header : undefined, request.locale);
  };
}
