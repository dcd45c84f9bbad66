import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import {
  INTEGRATIONS_BASE,
  integrationCreateRequest,
  integrationResponse,
  integrationSavedResponse,
  integrationUpdateRequest,
  integrationWithTokenResponse,
  integrationsIssueText,
  integrationsResponse,
} from '@supplier/contracts/integrations';
import { httpErrors } from '../../errors';
import { idParam } from '../../lib/ids';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { integrationsText } from './integrations.messages';
import { integrationsRepository } from './integrations.repository';
import { integrationsService } from './integrations.service';

const BASE = INTEGRATIONS_BASE;

/** `{id}` of an integration; anything that is not one answers 404 (as another supplier's does). */
const params = z.object({ id: z.string().max(32) });

const integrationId = (id: string, locale: Locale) =>
  idParam(id, () => httpErrors.notFound(integrationsText(locale, 'integration_not_found')));

/** Integrations (`Інтеграції`): the supplier's API tokens for their own systems. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const integrations = integrationsService({
    repo: integrationsRepository(app.database.db),
    clock: app.drivers.clock,
  });

  app.addHook('onRequest', app.authenticate);
  validationTexts(app, integrationsIssueText);

  const schema = { tags: ['integrations'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError };

  app.get(
    BASE,
    {
      schema: {
        operationId: 'listIntegrations',
        summary: "The supplier's integrations (API tokens), newest first; never the tokens themselves",
        ...schema,
        response: { 200: integrationsResponse, 401: apiError },
      },
    },
    async (request) => ({ data: await integrations.list(supplierId(request)) }),
  );

  app.post(
    BASE,
    {
      schema: {
        operationId: 'createIntegration',
        summary: 'Creates an integration; the answer carries its token, shown this once',
        ...schema,
        body: integrationCreateRequest,
        response: { 201: integrationWithTokenResponse, 401: apiError, 409: apiError, 422: apiError },
      },
    },
    async (request, reply) => {
      const created = await integrations.create(supplierId(request), request.body, request.locale);
      return reply.code(201).send(created);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'getIntegration',
        summary: 'One integration (without its token)',
        ...schema,
        params,
        response: { 200: integrationResponse, ...errors },
      },
    },
    async (request) => ({
      data: await integrations.get(
        supplierId(request),
        integrationId(request.params.id, request.locale),
        request.locale,
      ),
    }),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        operationId: 'updateIntegration',
        summary: 'Changes the name, scopes, expiry or IP allow-list of an integration',
        ...schema,
        params,
        body: integrationUpdateRequest,
        response: { 200: integrationSavedResponse, ...errors, 409: apiError, 422: apiError },
      },
    },
    async (request) =>
      integrations.update(
        supplierId(request),
        integrationId(request.params.id, request.locale),
        request.body,
        request.locale,
      ),
  );

  app.post(
    `${BASE}/:id/regenerate`,
    {
      schema: {
        operationId: 'regenerateIntegrationToken',
        summary: 'Replaces the token of an integration; the new one is shown this once, the old stops working',
        ...schema,
        params,
        response: { 200: integrationWithTokenResponse, ...errors, 409: apiError },
      },
    },
    async (request) =>
      integrations.regenerate(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
  );

  app.post(
    `${BASE}/:id/revoke`,
    {
      schema: {
        operationId: 'revokeIntegration',
        summary: 'Revokes the token of an integration for good',
        ...schema,
        params,
        response: { 200: integrationSavedResponse, ...errors },
      },
    },
    async (request) =>
      integrations.revoke(supplierId(request), integrationId(request.params.id, request.locale), request.locale),
  );
};
