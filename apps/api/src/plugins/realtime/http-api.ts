import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import {
  EVENT_NAME_MAX,
  pusherBatchBody,
  pusherChannelsResponse,
  pusherTriggerBody,
  type PusherTriggerBody,
} from '@supplier/contracts/realtime';
import { httpErrors } from '../../errors';
import type { RealtimeHub } from './hub';
import { realtimeText } from './messages';
import { LIMITS, channelNameProblem, verifyHttpApiRequest, type RealtimeCredentials } from './protocol';

export interface HttpApiOptions {
  hub: RealtimeHub;
  credentials: RealtimeCredentials;
}

interface CheckedEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
}

/** soketi's checks of one event, in the request's language. */
function checkEvent(event: PusherTriggerBody, locale: Locale): CheckedEvent {
  const channels = event.channels ?? (event.channel !== undefined ? [event.channel] : []);
  if (channels.length === 0) throw httpErrors.badRequest('no_channels', realtimeText(locale, 'no_channels'));
  if (channels.length > LIMITS.maxChannelsPerEvent) {
    throw httpErrors.badRequest(
      'too_many_channels',
      realtimeText(locale, 'too_many_channels', { max: LIMITS.maxChannelsPerEvent }),
    );
  }
  for (const channel of channels) {
    if (channelNameProblem(channel)) {
      throw httpErrors.badRequest(
        'invalid_channel',
        realtimeText(locale, 'channel_name', { channel: channel.slice(0, 210) }),
      );
    }
  }
  if (event.name.length > EVENT_NAME_MAX) {
    throw httpErrors.badRequest('invalid_event_name', realtimeText(locale, 'event_name', { max: EVENT_NAME_MAX }));
  }
  if (Buffer.byteLength(event.data) > LIMITS.maxPayloadBytes) {
    throw httpErrors.tooLarge(
      'payload_too_large',
      realtimeText(locale, 'payload_too_large', { kb: LIMITS.maxPayloadBytes / 1024 }),
    );
  }
  return { name: event.name, data: event.data, channels, socketId: event.socket_id };
}

function deliver(hub: RealtimeHub, event: CheckedEvent): void {
  for (const channel of event.channels) hub.publish(channel, event.name, event.data, event.socketId);
}

const rawBodies = new WeakMap<FastifyRequest, string>();
const appParams = z.object({ appId: z.string() });
const machineRoute = { sessionHeader: false, rateLimit: false } as const;

/**
 * The Pusher HTTP API of the embedded server (PROTOCOLS.md 1.9), outside /api: signed query
 * (auth_key, auth_timestamp ±600 s, auth_version, body_md5 recomputed from the raw body,
 * auth_signature), events, batch_events and the occupied channels.
 */
export const pusherHttpApi: FastifyPluginAsyncZod<HttpApiOptions> = async (app, { hub, credentials }) => {
  // This context only: keep the exact bytes the signature covers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.length === 0) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(httpErrors.badRequest('bad_json', realtimeText(request.locale, 'bad_json')), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const { appId } = request.params as { appId?: string };
    if (appId !== credentials.appId) {
      throw httpErrors.notFound(realtimeText(request.locale, 'unknown_app', { appId: String(appId) }));
    }
    const problem = verifyHttpApiRequest(credentials, {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, unknown>,
      rawBody: rawBodies.get(request),
    });
    if (problem === 'timestamp') {
      throw httpErrors.badSignature('invalid_timestamp', realtimeText(request.locale, 'timestamp'));
    }
    if (problem) throw httpErrors.badSignature('invalid_signature', realtimeText(request.locale, 'signature'));
  });

  app.post(
    '/apps/:appId/events',
    {
      config: machineRoute,
      bodyLimit: 512 * 1024,
      schema: { hide: true, params: appParams, body: pusherTriggerBody, response: { 200: z.object({}) } },
    },
    async (request) => {
      deliver(hub, checkEvent(request.body, request.locale));
      return {};
    },
  );

  app.post(
    '/apps/:appId/batch_events',
    {
      config: machineRoute,
      bodyLimit: 2 * 1024 * 1024,
      schema: { hide: true, params: appParams, body: pusherBatchBody, response: { 200: z.object({}) } },
    },
    async (request) => {
      const { batch } = request.body;
      if (batch.length > LIMITS.maxBatchSize) {
        throw httpErrors.badRequest(
          'batch_too_large',
          realtimeText(request.locale, 'batch_too_large', { max: LIMITS.maxBatchSize }),
        );
      }
      const events = batch.map((event) => checkEvent(event, request.locale));
      for (const event of events) deliver(hub, event);
      return {};
    },
  );

  app.get(
    '/apps/:appId/channels',
    {
      config: machineRoute,
      schema: {
        hide: true,
        params: appParams,
        querystring: z.looseObject({ filter_by_prefix: z.string().optional() }),
        response: { 200: pusherChannelsResponse },
      },
    },
    async (request) => {
      const prefix = request.query.filter_by_prefix ?? '';
      const channels: Record<string, { subscription_count: number; occupied: boolean }> = {};
      for (const [channel, count] of hub.occupied()) {
        if (channel.startsWith(prefix)) channels[channel] = { subscription_count: count, occupied: true };
      }
      return { channels };
    },
  );

  app.get(
    '/apps/:appId/channels/:channelName',
    {
      config: machineRoute,
      schema: {
        hide: true,
        params: appParams.extend({ channelName: z.string() }),
        response: { 200: z.object({ occupied: z.boolean(), subscription_count: z.number().int() }) },
      },
    },
    async (request) => {
      const count = hub.subscriptionCount(request.params.channelName);
      return { occupied: count > 0, subscription_count: count };
    },
  );
};
