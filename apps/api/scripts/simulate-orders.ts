/**
 * The storefront simulator as a command: asks the running API (local mode) to place orders
 * through its marketplace gateway.
 *
 *   npm run simulate -w @supplier/api -- --count 20 --rate 2 [--supplier 1] [--url http://127.0.0.1:3000]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10' },
    rate: { type: 'string' },
    supplier: { type: 'string' },
    url: { type: 'string', default: process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
  },
});

const body = {
  count: Number(values.count),
  ...(values.rate ? { rate: Number(values.rate) } : {}),
  ...(values.supplier ? { supplier_id: Number(values.supplier) } : {}),
};
const response = await fetch(new URL('/api/dev/simulate/orders', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
console.log(response.status, JSON.stringify(await response.json()));
if (!response.ok) process.exitCode = 1;
