import type { TestContext } from '../../test/app';

/** Asks `/api/broadcasting/auth` for a private channel as pusher-js does, signed in with `token`. */
export const authorizeChannel = (t: TestContext, token: string, channel: string) =>
  t.call({
    method: 'POST',
    url: '/api/broadcasting/auth',
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
  });
