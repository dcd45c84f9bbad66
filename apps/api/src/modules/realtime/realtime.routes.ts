import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  broadcastingAuthRequest,
  broadcastingAuthResponse,
  realtimeEndpointSchemas,
} from '@supplier/contracts/realtime';
import { realtimeEndpoints } from '@supplier/contracts/realtime-endpoints';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { authorizeChannel } from './realtime.service';

/** Channel authorization for pusher-js and the realtime client configuration. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Outside the endpoint table: pusher-js posts it form-encoded, in the Pusher protocol's shape.
  app.post(
    '/broadcasting/auth',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'authorizeChannel',
        summary: 'Signs a private realtime channel subscription (Pusher protocol)',
        tags: ['realtime'],
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: broadcastingAuthRequest,
        response: { 200: broadcastingAuthResponse, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const { supplierId, memberId, role } = request.auth!;
      return authorizeChannel(app, app.channels, {
        supplierId,
        memberId,
        role,
        socketId: request.body.socket_id,
        channel: request.body.channel_name,
        locale: request.locale,
      });
    },
  );

  const route = endpointRoutes(app, realtimeEndpoints, realtimeEndpointSchemas, { tags: ['realtime'], security: [] });
  route(
    'getRealtimeConfig',
    { summary: 'Where and with which key the browser connects for realtime events' },
    async (request) => app.realtime.clientConfig(request),
  );
};
