import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { documentedOperations, fillPath } from '../test/openapi';

describe('authentication comes before validation', () => {
  const t = useTestApp();

  it('every operation that declares bearer security answers 401 to a bad body or params without a valid token', async () => {
    const secured = (await documentedOperations(t)).filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const operation of secured) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await t.call({
          method: operation.method as 'GET',
          url: fillPath(operation.path, () => 'x') + '?page=-1&per_page=abc',
          token,
          headers: { 'idempotency-key': '!' },
          ...(operation.method === 'GET' || (operation.method === 'DELETE' && !operation.body)
            ? {}
            : { payload: { amount: 'lots', transfer_direction: 1, telephone: [], name: {} } }),
        });
        const body = response.json() as { code?: string; errors?: unknown };
        if (response.statusCode !== 401 || body.code !== 'unauthorized' || body.errors !== undefined) {
          wrong.push(`${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
