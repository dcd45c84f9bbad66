import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { API, categoryId, createProduct, ok, SMARTPHONES, supplier, type Supplier } from '../modules/catalog/testing';

const BOUNDARY = '----hardening';
const part = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n';

describe('broken multipart bodies on every upload endpoint', () => {
  const t = useTestApp();
  let s: Supplier;
  let endpoints: { url: string; field: string }[];
  beforeAll(async () => {
    s = await supplier(t);
    const productId = await createProduct(s, await categoryId(s, SMARTPHONES));
    const stores = ok<{ data: { id: number }[] }>(await s.get('/stores'));
    endpoints = [
      { url: '/api/v1/customers/avatar', field: 'avatar' },
      { url: '/api/v1/customers/bg-save', field: 'background' },
      { url: `${API}/stores/${stores.data[0]!.id}/logo`, field: 'logo' },
      { url: `${API}/products/${productId}/images`, field: 'images' },
    ];
  });

  it('answer 4xx in the one error shape: no boundary, truncated, unterminated, garbage', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', part('x')],
      [`multipart/form-data; boundary=${BOUNDARY}`, part('avatar').slice(0, 60)],
      [`multipart/form-data; boundary=${BOUNDARY}`, `${part('avatar')}${'x'.repeat(100)}`],
      [`multipart/form-data; boundary=${BOUNDARY}`, '\u0000\u0001garbage'],
      [`multipart/form-data; boundary="`, part('avatar')],
    ];
    const wrong: string[] = [];
    for (const { url, field } of endpoints) {
      for (const [contentType, body] of bodies) {
        const response = await t.call({
          method: url.includes('/images') ? 'POST' : 'PUT',
          url,
          token: s.token,
          headers: { 'content-type': contentType },
          payload: body.replaceAll('avatar', field),
        });
        const answer = response.json() as { message?: unknown; code?: unknown };
        if (
          response.statusCode >= 500 ||
          response.statusCode < 400 ||
          typeof answer.message !== 'string' ||
          typeof answer.code !== 'string'
        ) {
          wrong.push(`${url} ${contentType} → ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
