import type { FastifyRequest } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { ENDPOINT_REQUIREMENTS, type EndpointRequirement } from '@supplier/contracts/endpoint';
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

/** The first of `requires` a supplier does not meet now, or null when it meets them all. */
export async function unmetRequirement(
  registry: SetupRegistry,
  supplierId: number,
  requires: readonly EndpointRequirement[],
  now: Date,
): Promise<EndpointRequirement | null> {
  for (const requirement of requires) {
    if (!(await met[requirement](registry, supplierId, now))) return requirement;
  }
  return null;
}

/** What the panel says of an unmet requirement, e.g. on a feed URL whose scheduled check it stopped. */
export const requirementText = (locale: Locale, requirement: EndpointRequirement): string =>
  setupText(locale, ENDPOINT_REQUIREMENTS[requirement].code);

const refusal = (requirement: EndpointRequirement, request: FastifyRequest) =>
  requirement === 'subscription'
    ? httpErrors.paymentRequired(ENDPOINT_REQUIREMENTS.subscription.code, requirementText(request.locale, requirement))
    : httpErrors.forbidden(ENDPOINT_REQUIREMENTS.articles.code, requirementText(request.locale, requirement));

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
    const unmet = await unmetRequirement(setup, supplierOf(request), requires, drivers.clock.now());
    if (unmet) throw refusal(unmet, request);
  };
}
