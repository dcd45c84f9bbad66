import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { TurboSmsDriver } from '../../drivers/sms';
import { createTestDatabase } from '../../test/database';
import { useTestApp } from '../../test/app';
import { signUp, uniqueIp, uniquePhone, from } from '../identity/testing';

describe('GET /api/dev/sms-outbox with the log driver', () => {
  const t = useTestApp();

  it('lists sent messages newest first without the session header, filtered by telephone', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(all.statusCode).toBe(200);
    const data = all.json().data as { telephone: string; text: string; created_at: string }[];
    expect(data.map((m) => m.telephone)).toEqual([b.telephone, a.telephone]);
    expect(Object.keys(data[0]!).sort()).toEqual(['created_at', 'telephone', 'text']);
    const onlyA = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(a.telephone)}`,
    });
    expect(onlyA.json().data.map((m: { telephone: string }) => m.telephone)).toEqual([a.telephone]);
  });
});

describe('with SMS_DRIVER=turbosms', () => {
  const sent: { url: string; init: RequestInit }[] = [];
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: {
      response_code: 800,
      response_status: 'SUCCESS_MESSAGE_ACCEPTED',
      response_result: [{ phone: '', response_code: 0 }],
    },
  };
  const fakeFetch: typeof fetch = async (url, init) => {
    sent.push({ url: String(url), init: init! });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const sms = new TurboSmsDriver({
    url: 'https://api.turbosms.test',
    token: 'fake-token',
    sender: 'Postachalnyk',
    fetch: fakeFetch,
  });
  const t = useTestApp({ SMS_DRIVER: 'turbosms', TURBOSMS_TOKEN: 'fake-token' }, { sms });

  const register = (telephone: string) =>
    from(
      t,
      uniqueIp(),
    )({
      method: 'POST',
      url: '/api/admin-suppliers/v2/auth/register',
      payload: {
        firstname: 'Т',
        lastname: 'С',
        telephone,
        email: `${telephone.slice(1)}@t.ua`,
        password: 'parol-2024',
      },
    });

  it('has no dev outbox (404)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Не знайдено.' });
  });

  it('sends the code through the TurboSMS API with the bearer token and the sender', async () => {
    const telephone = uniquePhone();
    answer = {
      status: 200,
      body: {
        response_code: 800,
        response_status: 'SUCCESS_MESSAGE_ACCEPTED',
        response_result: [{ phone: telephone.slice(1), response_code: 0, response_status: 'OK' }],
      },
    };
    expect((await register(telephone)).statusCode).toBe(200);
    const last = sent.at(-1)!;
    expect(last.url).toBe('https://api.turbosms.test/message/send.json');
    expect(last.init.method).toBe('POST');
    expect((last.init.headers as Record<string, string>).authorization).toBe('Bearer fake-token');
    const body = JSON.parse(String(last.init.body));
    expect(body).toEqual({
      recipients: [telephone.slice(1)],
      sms: { sender: 'Postachalnyk', text: expect.stringMatching(/^Ваш код підтвердження: \d{6}$/) },
    });
  });

  it('answers 502 sms_failed when TurboSMS refuses, and the failed code does not block a retry', async () => {
    const telephone = uniquePhone();
    answer = { status: 200, body: { response_code: 103, response_status: 'REQUIRED_TOKEN' } };
    const failed = await register(telephone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 'sms_failed', message: 'Не вдалося надіслати SMS. Спробуйте пізніше.' });
    answer = { status: 200, body: { response_code: 801, response_status: 'SUCCESS_MESSAGE_SENT' } };
    expect((await register(telephone)).statusCode).toBe(200);
  });

  it('treats a refused recipient and a non-JSON answer as failures', async () => {
    const driver = (body: string, status = 200) =>
      new TurboSmsDriver({
        url: 'https://x.test',
        token: 't',
        sender: 's',
        fetch: async () => new Response(body, { status }),
      });
    await expect(
      driver(
        JSON.stringify({
          response_code: 802,
          response_result: [
            { phone: '380501112233', response_code: 404, response_status: 'NOT_ALLOWED_NUMBER_STOPLIST' },
          ],
        }),
      ).send('+380501112233', 'x'),
    ).rejects.toThrow(/recipient refused: 404/);
    await expect(driver('<html>', 502).send('+380501112233', 'x')).rejects.toThrow(/not JSON/);
    const slow = new TurboSmsDriver({
      url: 'https://x.test',
      token: 't',
      sender: 's',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    await expect(slow.send('+380501112233', 'x')).rejects.toThrow(/timeout/);
  });
});

describe('POST …?_method=PUT over real HTTP', () => {
  let app: App;
  let database: Database;

  it('reaches the PUT route (inject() bypasses the server factory, so this listens for real)', async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DEMO_SEED: 'false' }), database });
    app.put('/api/test-method-override', { schema: { body: z.object({ name: z.string() }) } }, async (request) => ({
      method: request.method,
      name: (request.body as { name: string }).name,
    }));
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/api/test-method-override?_method=PUT`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'supplier' },
        body: JSON.stringify({ name: 'аватар' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ method: 'PUT', name: 'аватар' });
      const plain = await fetch(`http://127.0.0.1:${port}/api/test-method-override`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session': 'supplier' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(plain.status).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
