import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { PusherConnection, type FrameSocket } from './connection';
import { RealtimeHub } from './hub';
import { channelAuth, signHttpApiQuery, verifyChannelAuth, verifyHttpApiRequest } from './protocol';

const credentials = { appId: '1', key: 'key', secret: 'secret-0123456789abcdef' };

class FakeSocket implements FrameSocket {
  readonly sent: { event: string; channel?: string; data?: unknown }[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { event: string });
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }
}

function connection(now?: () => number) {
  const socket = new FakeSocket();
  const hub = new RealtimeHub();
  return { socket, hub, connection: new PusherConnection(socket, { hub, credentials, now }) };
}

describe('Pusher protocol pieces', () => {
  it('refuses a message sent before connection_established with 4009', () => {
    const { socket, connection: client } = connection();
    client.handleMessage(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    expect(socket.sent).toEqual([
      {
        event: 'pusher:error',
        data: {
          code: 4009,
          message: 'Subscriptions messages should be sent after the pusher:connection_established event is received.',
        },
      },
    ]);
    expect(socket.closedWith?.code).toBe(4009);
    expect(Buffer.byteLength(socket.closedWith?.reason ?? '')).toBeLessThanOrEqual(123);
  });

  it('ignores frames that are not Pusher messages', () => {
    const { socket, connection: client } = connection();
    client.establish();
    client.handleMessage('not json');
    client.handleMessage(JSON.stringify([1, 2]));
    client.handleMessage(JSON.stringify({ data: {} }));
    expect(socket.sent.map((frame) => frame.event)).toEqual(['pusher:connection_established']);
    expect(socket.closedWith).toBeNull();
  });

  it('signs private channels exactly as the official pusher library does', () => {
    const official = new PusherServer({ ...credentials, cluster: 'eu' });
    const expected = official.authorizeChannel('123.456', 'private-customer.7').auth;
    expect(channelAuth(credentials, '123.456', 'private-customer.7')).toBe(expected);
    expect(verifyChannelAuth(credentials, '123.456', 'private-customer.7', expected)).toBe(true);
    expect(verifyChannelAuth(credentials, '123.457', 'private-customer.7', expected)).toBe(false);
    expect(verifyChannelAuth(credentials, '123.456', 'private-customer.7', undefined)).toBe(false);
  });

  it('verifies HTTP API signatures over method, path, sorted query and body md5', () => {
    const body = JSON.stringify({ name: 'x', channel: 'news', data: '{}' });
    const query = Object.fromEntries(
      new URLSearchParams(signHttpApiQuery(credentials, 'POST', '/apps/1/events', body)),
    );
    const request = { method: 'POST', path: '/apps/1/events', query, rawBody: body };
    expect(verifyHttpApiRequest(credentials, request)).toBeNull();
    expect(verifyHttpApiRequest(credentials, { ...request, rawBody: `${body} ` })).toBe('signature');
    expect(verifyHttpApiRequest(credentials, { ...request, path: '/apps/1/batch_events' })).toBe('signature');
    expect(verifyHttpApiRequest(credentials, { ...request, query: { ...query, auth_version: '2.0' } })).toBe(
      'signature',
    );
    expect(verifyHttpApiRequest(credentials, request, Date.now() + 601_000)).toBe('timestamp');
    expect(verifyHttpApiRequest({ ...credentials, secret: 'other-secret-0123456789' }, request)).toBe('signature');
  });

  it('limits client events to 10 per second per connection', () => {
    let now = 1_000_000;
    const { socket, hub, connection: client } = connection(() => now);
    client.establish();
    const socketId = client.id;
    const channel = 'private-chat.1';
    client.handleMessage(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: channelAuth(credentials, socketId, channel) },
      }),
    );
    const other = { id: '1.2', got: 0, send() {} };
    other.send = () => void (other.got += 1);
    hub.subscribe(channel, other);
    for (let i = 0; i < 12; i += 1) {
      client.handleMessage(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    }
    expect(other.got).toBe(10);
    expect(socket.sent.filter((frame) => frame.event === 'pusher:error')).toHaveLength(2);
    now += 1000;
    client.handleMessage(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    expect(other.got).toBe(11);
  });

  it('leaves every channel when the connection goes', () => {
    const { hub, connection: client } = connection();
    client.establish();
    client.handleMessage(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    expect(hub.subscriptionCount('news')).toBe(1);
    client.dispose();
    expect(hub.subscriptionCount('news')).toBe(0);
    expect(hub.occupied().size).toBe(0);
  });
});
