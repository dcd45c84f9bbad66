import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A request as the log sees it: who acts is read from it when a change is recorded. */
export interface RequestScope {
  request: FastifyRequest;
  /** A use case recorded this request's change itself; the generic record is then left out. */
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();
const entered = new WeakMap<FastifyRequest, { scope: RequestScope; resource: AsyncResource }>();

/**
 * Keeps the request at hand for the use cases it calls, so `recordActivity(tx, entry)` knows the
 * member, IP and action without every use case taking them. The body is read in another async
 * context (nodejs/node#34430), so the hook after it re-enters the request's own.
 */
export const activityScopePlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      // A read changes nothing, so it records nothing: no scope, no async resource (issue 36).
      if (request.method === 'GET' || request.method === 'HEAD') return done();
      const scope: RequestScope = { request, recorded: false };
      scopes.run(scope, () => {
        const resource = new AsyncResource('activity-scope');
        entered.set(request, { scope, resource });
        resource.runInAsyncScope(done, request.raw);
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const found = entered.get(request);
      if (found) found.resource.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'activity-scope' },
);

/** The request being answered, or undefined in a job or at start-up. */
export function currentScope(): RequestScope | undefined {
  return scopes.getStore();
}

/** Whether a use case already recorded the change `request` made. */
export function recordedExplicitly(request: FastifyRequest): boolean {
  return entered.get(request)?.scope.recorded ?? false;
}
