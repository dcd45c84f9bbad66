import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import {
  broadcastingAuthRequest,
  broadcastingAuthResponse,
  realtimeConfigResponse,
} from '@supplier/contracts/realtime';
import { supplierId } from '../../plugins/auth';
import { authorizeChannel } from './broadcasting.service';

/** Channel authorization for pusher-js and the realtime client configuration. */
export const broadcastingRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) =>
      authorizeChannel(app, app.channels, {
        supplierId: supplierId(request),
        socketId: request.body.socket_id,
        channel: request.body.channel_name,
        locale: request.locale,
      }),
  );

  app.get(
    '/realtime/config',
    {
      schema: {
        operationId: 'getRealtimeConfig',
        summary: 'Where and with which key the browser connects for realtime events',
        security: [],
        tags: ['realtime'],
        response: { 200: realtimeConfigResponse },
      },
    },
    async (request) => app.realtime.clientConfig(request),
  );
};
