import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { API, supplier, type Supplier } from '../modules/catalog/testing';

const NUL = '\u0000';

/** Sends raw bytes over a real connection (inject() skips Node's HTTP parser) and reads the answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function shapeOf(raw: string): { status: number; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

describe('hostile input answers 4xx in the one error shape, never 500', () => {
  const t = useTestApp();
  let s: Supplier;
  beforeAll(async () => {
    s = await supplier(t);
  });

  it('item 5: a NUL character in a text field or search parameter is a 422 naming the field', async () => {
    const signIn = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: `+380501234567${NUL}`, password: `x${NUL}y` },
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toEqual({
      message: 'Перевірте правильність заповнення полів.',
      code: 'validation_failed',
      errors: { login: ['Поле містить недопустимий символ.'], password: ['Поле містить недопустимий символ.'] },
    });
    const search = await s.get(`/products?q=${encodeURIComponent(`чайник${NUL}`)}`);
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ q: ['Поле містить недопустимий символ.'] });
    const store = await s.post('/stores', { name: `Крамниця${NUL}`, slug: 'nul-store' });
    expect(store.statusCode).toBe(422);
    expect(store.json().errors.name).toEqual(['Поле містить недопустимий символ.']);
    const stores = await s.get('/stores');
    expect(JSON.stringify(stores.json())).not.toContain('nul-store');
  });

  it('item 9: ids are decimal digits or integers, nothing else', async () => {
    for (const id of ['0x10', '1e1', '%2016', '16.0', '0b10']) {
      const response = await s.get(`/categories/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json().errors).toHaveProperty('id');
    }
    for (const referral_id of [true, '0x10', [7], '1e3']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/customers/referral/visit-track',
        payload: { referral_id },
      });
      expect(response.statusCode, JSON.stringify(referral_id)).toBe(422);
      expect(response.json().errors).toHaveProperty('referral_id');
    }
  });

  describe('item 8: refusals made before routing', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      await t.app.server.close();
    });

    it('a URL that does not decode', async () => {
      const response = await t.call({ method: 'GET', url: `${API}/categories/%E0%A4%A`, token: s.token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Некоректний запит.', code: 'bad_request' });
    });

    it('control characters in a header, and headers too large', async () => {
      const bad = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Test: a\u0001b\r\n\r\n');
      expect(shapeOf(bad)).toEqual({ status: 400, body: { message: 'Некоректний запит.', code: 'bad_request' } });
      const large = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(shapeOf(large)).toEqual({
        status: 431,
        body: { message: 'Завеликі заголовки запиту.', code: 'header_too_large' },
      });
    });
  });
});
