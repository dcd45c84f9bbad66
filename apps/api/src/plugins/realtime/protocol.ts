import { createHash, createHmac, randomInt } from 'node:crypto';
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN } from '@supplier/contracts/realtime';
import { safeEqual } from '../../lib/crypto';

/**
 * Pusher Channels protocol 7, server side: the facts of PROTOCOLS.md section 1 as code. Shapes
 * follow soketi where servers differ.
 */

export const PROTOCOL_VERSION = 7;
export const MIN_PROTOCOL_VERSION = 5;
/** Sent in the handshake; pusher-js pings after this many seconds of silence. */
export const ACTIVITY_TIMEOUT_SECONDS = 30;

export const CLOSE = {
  /** No such app key. */
  unknownApp: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocol: 4007,
  /** A message sent before connection_established. */
  unauthorized: 4009,
  /** Server shutting down: pusher-js reconnects at once. */
  serverClosing: 4200,
  /** No pong (or any traffic) after our ping. */
  pongTimeout: 4201,
  /** Client event refused (disabled, too large or too fast). */
  clientEventRejected: 4301,
} as const;

export const LIMITS = {
  /** One inbound frame; larger frames close the socket (1009). */
  maxFrameBytes: 100 * 1024,
  /** Pusher's limit for client events. */
  maxClientEventBytes: 10 * 1024,
  /** Client events per socket per second (Pusher's limit). */
  clientEventsPerSecond: 10,
  /** HTTP API: channels per trigger, events per batch, payload per event. */
  maxChannelsPerEvent: 100,
  maxBatchSize: 10,
  maxPayloadBytes: 100 * 1024,
  /** HTTP API: allowed clock difference of auth_timestamp. */
  timestampToleranceSeconds: 600,
} as const;

export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}

export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

export function encodeFrame(frame: PusherFrame): string {
  return JSON.stringify(frame);
}

/** Soketi's socket id: two random integers up to 1e10 (`^\d+\.\d+$`). */
export function generateSocketId(): string {
  return `${randomInt(1, 1e10)}.${randomInt(1, 1e10)}`;
}

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('presence-')) return 'presence';
  if (channel.startsWith('private-encrypted-')) return 'encrypted';
  if (channel.startsWith('private-')) return 'private';
  return 'public';
}

export interface ChannelNameProblem {
  type: 'LimitReached' | 'InvalidChannel';
  message: string;
}

/** Null when the name may be used, else why not (soketi's texts). */
export function channelNameProblem(channel: unknown): ChannelNameProblem | null {
  if (typeof channel !== 'string' || channel.length === 0) {
    return { type: 'InvalidChannel', message: 'The channel name is missing.' };
  }
  if (channel.length > CHANNEL_NAME_MAX) {
    return {
      type: 'LimitReached',
      message: `The channel name is longer than the allowed ${CHANNEL_NAME_MAX} characters.`,
    };
  }
  if (!CHANNEL_NAME_PATTERN.test(channel)) {
    return {
      type: 'InvalidChannel',
      message:
        'The channel name is not allowed. Read channel conventions: https://pusher.com/docs/channels/using_channels/channels/#channel-naming-conventions',
    };
  }
  return null;
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** `auth` of a private channel: "<key>:<HMAC-SHA256(secret, socket_id:channel)>". */
export function channelAuth(credentials: RealtimeCredentials, socketId: string, channel: string): string {
  return `${credentials.key}:${hmacHex(credentials.secret, `${socketId}:${channel}`)}`;
}

export function verifyChannelAuth(
  credentials: RealtimeCredentials,
  socketId: string,
  channel: string,
  given: unknown,
): boolean {
  return typeof given === 'string' && safeEqual(given, channelAuth(credentials, socketId, channel));
}

export function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/**
 * The HTTP API string to sign: "METHOD\nPATH\nQUERY", QUERY being every parameter except
 * auth_signature with lowercase keys, sorted by key, joined as k=v&… (values unescaped).
 */
export function httpApiStringToSign(method: string, path: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .filter(([key]) => key.toLowerCase() !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

/** The signed query string a client of the HTTP API sends (what the `pusher` library does). */
export function signHttpApiQuery(
  credentials: RealtimeCredentials,
  method: string,
  path: string,
  body: string | undefined,
  extra: Record<string, string> = {},
  now = Date.now(),
): string {
  const params: Record<string, string> = {
    ...extra,
    auth_key: credentials.key,
    auth_timestamp: String(Math.floor(now / 1000)),
    auth_version: '1.0',
    ...(body ? { body_md5: md5Hex(body) } : {}),
  };
  const signature = hmacHex(credentials.secret, httpApiStringToSign(method, path, params));
  const query = Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${query.join('&')}&auth_signature=${signature}`;
}

export type HttpApiAuthProblem = 'signature' | 'timestamp';

/**
 * Checks a signed HTTP API request; body_md5 is recomputed from the raw body (soketi), so a
 * changed body fails the signature.
 */
export function verifyHttpApiRequest(
  credentials: RealtimeCredentials,
  request: { method: string; path: string; query: Record<string, unknown>; rawBody: string | undefined },
  now = Date.now(),
): HttpApiAuthProblem | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return 'signature';
    params[key] = value;
  }
  const { auth_key: key, auth_timestamp: timestamp, auth_version: version, auth_signature: signature } = params;
  if (!key || !timestamp || !signature || version !== '1.0' || key !== credentials.key) return 'signature';
  delete params.body_md5;
  if (request.rawBody) params.body_md5 = md5Hex(request.rawBody);
  const expected = hmacHex(credentials.secret, httpApiStringToSign(request.method, request.path, params));
  if (!safeEqual(signature, expected)) return 'signature';
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || Math.abs(now / 1000 - seconds) > LIMITS.timestampToleranceSeconds) {
    return 'timestamp';
  }
  return null;
}
