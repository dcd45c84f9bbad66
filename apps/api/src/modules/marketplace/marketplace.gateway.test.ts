import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test/database';
import { signedByMarketplace } from './marketplace.gateway';
import { signedHeaders } from './marketplace.signature';

const SECRET = 'gateway-test-marketplace-secret-0123456789';

describe('a gateway call over real HTTP', () => {
  it('signs the method on the wire: POST ?_method=PUT reaches a PUT route signed as POST, not as PUT', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DEMO_SEED: 'false', MARKETPLACE_SECRET: SECRET }),
      database,
    });
    await app.register(async (gateway) => {
      signedByMarketplace(gateway);
      gateway.put('/api/marketplace/v1/test-override', { config: { sessionHeader: false } }, async (request) => ({
        method: request.method,
      }));
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const target = '/api/marketplace/v1/test-override?_method=PUT';
      const raw = JSON.stringify({ note: 'перевірка' });
      const send = (method: string) =>
        fetch(`http://127.0.0.1:${port}${target}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, { method, target }, raw) },
          body: raw,
        });

      const asPut = await send('PUT');
      expect(asPut.status).toBe(401);
      expect(await asPut.json()).toMatchObject({ code: 'signature_invalid' });
      const asPost = await send('POST');
      expect(asPost.status).toBe(200);
      expect(await asPost.json()).toEqual({ method: 'PUT' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
