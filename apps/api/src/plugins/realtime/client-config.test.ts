import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { publicAddress } from './index';

describe('where pusher-js connects behind a balancer on another port (issue 35 item 6)', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });
  const config = (headers: Record<string, string>) =>
    t.call({ method: 'GET', url: '/api/realtime/config', headers }).then((response) => response.json());

  it('takes the port from X-Forwarded-Port when the balancer sends Host without it', async () => {
    expect(
      await config({ host: 'panel.example.com', 'x-forwarded-port': '8443', 'x-forwarded-proto': 'https' }),
    ).toMatchObject({ wsHost: 'panel.example.com', wsPort: 8443, wssPort: 8443, forceTLS: true });
  });

  it('keeps the Host port, or the scheme default, without X-Forwarded-Port', async () => {
    expect(await config({ host: 'panel.example.com:8080' })).toMatchObject({ wsPort: 8080 });
    expect(await config({ host: 'panel.example.com', 'x-forwarded-proto': 'https' })).toMatchObject({
      wsPort: 443,
      forceTLS: true,
    });
  });

  const request = { protocol: 'http', hostname: 'localhost', port: null, headers: { 'x-forwarded-port': '8443' } };

  it('ignores X-Forwarded-Port without TRUST_PROXY', () => {
    expect(publicAddress(request as unknown as FastifyRequest, undefined, false)).toEqual({
      host: 'localhost',
      port: 80,
      tls: false,
    });
  });

  it('takes host, port and TLS from PUBLIC_URL whatever the request says', () => {
    expect(publicAddress(request as unknown as FastifyRequest, 'https://panel.example.com:8443', true)).toEqual({
      host: 'panel.example.com',
      port: 8443,
      tls: true,
    });
    expect(publicAddress(request as unknown as FastifyRequest, 'https://panel.example.com', true)).toMatchObject({
      port: 443,
    });
  });
});
