/** Helpers for the catalog tests: a signed-in supplier's calls, categories, valid payloads. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ean13CheckDigit } from '@supplier/contracts/products';
import { grantAccess, type Access } from '../../test/access';
import type { TestContext } from '../../test/app';
import { signUp, type SignedUp } from '../identity/testing';

export const API = '/api/admin-suppliers/v1';

export interface Supplier extends SignedUp {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/**
 * A new signed-in supplier with shorthand calls under /api/admin-suppliers/v1; subscribed and with
 * the information articles done unless `access` says otherwise, so it may create products and use
 * the paid sections.
 */
export async function supplier(
  t: TestContext,
  { subscription = true, articles = true }: Access = {},
): Promise<Supplier> {
  const signed = await signUp(t);
  await grantAccess(t, signed.id, { subscription, articles });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({
      method,
      url: `${API}${url}`,
      token: signed.token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...signed,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    put: (url, payload) => call('PUT', url, payload ?? {}),
    del: (url) => call('DELETE', url),
  };
}

/** Asserts the status (showing the body when it differs) and answers the JSON. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** The id of the category at `path` (names joined with ` / `). */
export async function categoryId(s: Supplier, path: string): Promise<number> {
  const last = path.split(' / ').at(-1)!;
  const { data } = ok<{ data: { id: number; path: string }[] }>(
    await s.get(`/categories/search?q=${encodeURIComponent(last)}&limit=50`),
  );
  const found = data.find((category) => category.path === path);
  if (!found) throw new Error(`no category ${path}`);
  return found.id;
}

export const SMARTPHONES = 'Електроніка / Смартфони та телефони / Смартфони';
export const KETTLES = 'Побутова техніка / Техніка для кухні / Електрочайники';

let sequence = 0;
/** A valid EAN-13 no other call of this run used. */
export function uniqueEan(): string {
  sequence += 1;
  const first12 = `482${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function uniqueSku(prefix = 'SKU'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

/** A valid product body in `category_id`. */
export function productBody(category_id: number, extra: Record<string, unknown> = {}) {
  return {
    category_id,
    name: 'Смартфон Galaxy A55 8/256 ГБ синій',
    sku: uniqueSku(),
    barcode: uniqueEan(),
    brand: 'Samsung',
    price: 16999,
    stock: 10,
    status: 'active',
    ...extra,
  };
}

/** Creates a product and answers its id. */
export async function createProduct(s: Supplier, category_id: number, extra: Record<string, unknown> = {}) {
  return ok<{ data: { id: number } }>(await s.post('/products', productBody(category_id, extra)), 201).data.id;
}

/** A small real image of `format`, made with sharp. */
export async function imageFile(format: 'jpeg' | 'png' | 'webp' = 'png', size = 64): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return image[format]().toBuffer();
}

/** A multipart body with `fields` first, then `files` under field `images` (and its content-type header). */
export function multipart(
  files: { name: string; content: Buffer; type?: string }[],
  field = 'images',
  fields: Record<string, string> = {},
) {
  const boundary = `----catalog${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
