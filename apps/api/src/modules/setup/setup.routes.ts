import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupEndpointSchemas, type SettingsResponse } from '@supplier/contracts/setup';
import { setupEndpoints } from '@supplier/contracts/setup-endpoints';
import { roleCan } from '@supplier/contracts/permissions';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { cachedSettings } from './settings-cache';
import { setupService } from './setup.service';

/** GET /admin-suppliers/v1/settings: onboarding flags, balances, store and subscription. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = setupService({
    registry: app.setup,
    subscriptionCostKopiyky: app.config.SUBSCRIPTION_COST_KOPIYKY,
    clock: app.drivers.clock,
  });
  const cached = cachedSettings({
    settings: setup.settings,
    listenNotify: app.database.listenNotify,
    clock: app.drivers.clock,
  });
  app.addHook('onClose', async () => cached.close());
  const route = endpointRoutes(app, setupEndpoints, setupEndpointSchemas, {
    tags: ['setup'],
    security: [{ bearer: [] }],
  });

  // A string with a JSON content type is sent as is, so a cached answer skips the serializer; it
  // was checked against settingsResponse when computed (settings-cache.ts).
  route('getSettings', { summary: 'The setup steps and what the panel needs to start' }, (request, reply) => {
    reply.type('application/json; charset=utf-8');
    // the same answer without the balances for a member whose role does not read money (ADR 0041)
    const answer = (json: string): SettingsResponse =>
      roleCan(request.auth!.role, 'money:read')
        ? (json as unknown as SettingsResponse)
        : { ...(JSON.parse(json) as SettingsResponse), balance: null, service_balance: null };
    const json = cached.json(supplierId(request));
    return typeof json === 'string' ? answer(json) : json.then(answer);
  });
};
