import { EVENT_NAME_MAX } from '@supplier/contracts/realtime';
import type { RealtimeHub, HubSocket } from './hub';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  CLOSE,
  LIMITS,
  channelKind,
  channelNameProblem,
  encodeFrame,
  generateSocketId,
  verifyChannelAuth,
  type PusherFrame,
  type RealtimeCredentials,
} from './protocol';

/** The transport under one connection (a `ws` WebSocket in production, a fake in unit tests). */
export interface FrameSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface ConnectionOptions {
  hub: RealtimeHub;
  credentials: RealtimeCredentials;
  now?: () => number;
}

const MAX_CHANNELS_PER_CONNECTION = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Close reasons are limited to 123 bytes by the WebSocket protocol. */
function closeReason(message: string): string {
  return Buffer.byteLength(message) <= 123 ? message : `${message.slice(0, 100)}…`;
}

/**
 * One client of the Pusher protocol: handshake, ping/pong, subscribe/unsubscribe with signature
 * checks, client events; the close codes of PROTOCOLS.md 1.2.
 */
export class PusherConnection implements HubSocket {
  id = '';
  established = false;
  closed = false;
  /** Last inbound traffic (any frame, including WebSocket pongs). */
  lastActivity: number;
  /** When our pusher:ping went out, until traffic answers it. */
  pingSentAt: number | null = null;
  readonly channels = new Set<string>();
  private clientEventWindow = { second: 0, count: 0 };
  private readonly now: () => number;

  constructor(
    private readonly socket: FrameSocket,
    private readonly options: ConnectionOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lastActivity = this.now();
  }

  send(text: string): void {
    if (!this.closed) this.socket.send(text);
  }

  sendFrame(frame: PusherFrame): void {
    this.send(encodeFrame(frame));
  }

  /** Handshake: `data` is a JSON string, as pusher-js and pusher-php expect. */
  establish(): void {
    this.id = generateSocketId();
    this.established = true;
    this.sendFrame({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: this.id, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }),
    });
  }

  /** pusher:error with the code, then a close with the same code. */
  fail(code: number, message: string): void {
    if (this.closed) return;
    this.sendFrame({ event: 'pusher:error', data: { code, message } });
    this.closed = true;
    this.socket.close(code, closeReason(message));
  }

  touch(): void {
    this.lastActivity = this.now();
    this.pingSentAt = null;
  }

  /** One inbound text frame. Anything that is not a Pusher message is ignored, as soketi does. */
  handleMessage(text: string): void {
    this.touch();
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!isRecord(message) || typeof message.event !== 'string') return;
    if (!this.established) {
      this.fail(
        CLOSE.unauthorized,
        'Subscriptions messages should be sent after the pusher:connection_established event is received.',
      );
      return;
    }
    const data = message.data;
    switch (message.event) {
      case 'pusher:ping':
        this.sendFrame({ event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(isRecord(data) ? data : {});
        return;
      case 'pusher:unsubscribe':
        if (isRecord(data) && typeof data.channel === 'string') this.unsubscribe(data.channel);
        return;
      default:
        if (message.event.startsWith('client-')) this.clientEvent(message.event, message.channel, data);
    }
  }

  private subscriptionError(channel: unknown, type: string, error: string, status: number): void {
    this.sendFrame({
      event: 'pusher:subscription_error',
      ...(typeof channel === 'string' ? { channel } : {}),
      data: { type, error, status },
    });
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    const problem = channelNameProblem(channel);
    if (problem || typeof channel !== 'string') {
      this.subscriptionError(channel, problem?.type ?? 'InvalidChannel', problem?.message ?? '', CLOSE.unauthorized);
      return;
    }
    const kind = channelKind(channel);
    if (kind === 'presence' || kind === 'encrypted') {
      this.subscriptionError(
        channel,
        'UnsupportedChannel',
        'Presence and encrypted channels are not supported by this server.',
        CLOSE.unauthorized,
      );
      return;
    }
    if (kind === 'private' && !verifyChannelAuth(this.options.credentials, this.id, channel, data.auth)) {
      this.subscriptionError(channel, 'AuthError', 'The connection is unauthorized.', 401);
      return;
    }
    if (!this.channels.has(channel) && this.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      this.subscriptionError(
        channel,
        'LimitReached',
        `A connection may subscribe to at most ${MAX_CHANNELS_PER_CONNECTION} channels.`,
        CLOSE.unauthorized,
      );
      return;
    }
    this.channels.add(channel);
    this.options.hub.subscribe(channel, this);
    this.sendFrame({ event: 'pusher_internal:subscription_succeeded', channel });
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.options.hub.unsubscribe(channel, this.id);
  }

  /** `client-*` events: on subscribed private channels only, small and at most 10 per second. */
  private clientEvent(event: string, channel: unknown, data: unknown): void {
    const refuse = (message: string) =>
      this.sendFrame({
        event: 'pusher:error',
        ...(typeof channel === 'string' ? { channel } : {}),
        data: { code: CLOSE.clientEventRejected, message },
      });
    if (typeof channel !== 'string' || !this.channels.has(channel) || channelKind(channel) === 'public') {
      refuse('Client events are allowed only on subscribed private channels.');
      return;
    }
    if (event.length > EVENT_NAME_MAX) {
      refuse(`Event name is too long. Maximum allowed size is ${EVENT_NAME_MAX}.`);
      return;
    }
    if (Buffer.byteLength(JSON.stringify(data ?? null)) > LIMITS.maxClientEventBytes) {
      refuse(`The event data should be less than ${LIMITS.maxClientEventBytes / 1024} KB.`);
      return;
    }
    const second = Math.floor(this.now() / 1000);
    if (this.clientEventWindow.second !== second) this.clientEventWindow = { second, count: 0 };
    this.clientEventWindow.count += 1;
    if (this.clientEventWindow.count > LIMITS.clientEventsPerSecond) {
      refuse('The rate limit for sending client events exceeded the quota.');
      return;
    }
    this.options.hub.publish(channel, event, data, this.id);
  }

  /** Leaves every channel; called once the socket is gone. */
  dispose(): void {
    this.closed = true;
    for (const channel of this.channels) this.options.hub.unsubscribe(channel, this.id);
    this.channels.clear();
  }
}
