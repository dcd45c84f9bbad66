import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@supplier/contracts/constants';
import { integrationsEndpointSchemas, integrationsIssueText } from '@supplier/contracts/integrations';
import { integrationsEndpoints } from '@supplier/contracts/integrations-endpoints';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { integrationsText } from './integrations.messages';
import { integrationsService } from './integrations.service';

const integrationId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(integrationsText(locale, 'integration_not_found')));

/** Integrations (`Інтеграції`): the supplier's API tokens for their own systems. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const integrations = integrationsService({ db: app.database.db, clock: app.drivers.clock });

  app.addHook('onRequest', app.authenticate);
  validationTexts(app, integrationsIssueText);

  const route = endpointRoutes(app, integrationsEndpoints, integrationsEndpointSchemas, {
    tags: ['integrations'],
    security: [{ bearer: [] }],
  });

  route(
    'listIntegrations',
    { summary: "The supplier's integrations (API tokens), newest first; never the tokens themselves" },
    async (request) => ({ data: await integrations.list(supplierId(request)) }),
  );

  route(
    'createIntegration',
    { summary: 'Creates an integration; the answer carries its token, shown this once' },
    async (request) => integrations.create(supplierId(request), request.body, request.locale),
  );

  route('getIntegration', { summary: 'One integration (without its token)' }, async (request) => ({
    data: await integrations.get(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
  }));

  route(
    'updateIntegration',
    { summary: 'Changes the name, scopes, expiry or IP allow-list of an integration' },
    async (request) =>
      integrations.update(
        supplierId(request),
        integrationId(request.params.id, request.locale),
        request.body,
        request.locale,
      ),
  );

  route(
    'regenerateIntegrationToken',
    { summary: 'Replaces the token of an integration; the new one is shown this once, the old stops working' },
    async (request) =>
      integrations.regenerate(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
  );

  route('revokeIntegration', { summary: 'Revokes the token of an integration for good' }, async (request) =>
    integrations.revoke(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
  );
};
