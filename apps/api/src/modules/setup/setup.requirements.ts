import type { FastifyRequest } from 'fastify';
import type { EndpointRequirement } from '@supplier/contracts/endpoint';
import { httpErrors } from '../../errors';
import { setupText } from './setup.messages';
import type { SetupRegistry } from './setup.registry';

/** Whether a supplier-panel subscription ending at `expiresAt` is active at `now`. */
export const subscriptionActive = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() > now.getTime();

const met: Record<EndpointRequirement, (registry: SetupRegistry, supplierId: number, now: Date) => Promise<boolean>> = {
  subscription: async (registry, supplierId, now) =>
    subscriptionActive((await registry.subscriptionSource?.(supplierId))?.expiresAt ?? null, now),
  articles: async (registry, supplierId) => (await registry.checks.get('information')?.(supplierId)) ?? false,
};

const refusal = (requirement: EndpointRequirement, request: FastifyRequest) =>
  requirement === 'subscription'
    ? httpErrors.paymentRequired('subscription_required', setupText(request.locale, 'subscription_required'))
    : httpErrors.forbidden('information_required', setupText(request.locale, 'information_required'));

/**
 * The hook that keeps an endpoint's requirements (`requires` in the endpoint table, ADR 0036):
 * it runs after the route's authentication and before the body is read, and refuses with the
 * first unmet one. Read from the database on every call, not from the settings cache: a purchase
 * must open the sections at once, before its notification reaches this process.
 */
export function requirementsHook(
  requires: readonly EndpointRequirement[],
  supplierOf: (request: FastifyRequest) => number,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const { setup, drivers } = request.server;
    const supplierId = supplierOf(request);
    for (const requirement of requires) {
      if (!(await met[requirement](setup, supplierId, drivers.clock.now()))) throw refusal(requirement, request);
    }
  };
}
