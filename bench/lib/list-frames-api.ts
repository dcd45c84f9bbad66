/** The list-frames bench's panel API calls: signing in and topping the demo catalogue up. */
import type { RunningServer } from './process';

export const API = '/api/admin-suppliers/v1';

export interface StoredUser {
  data: Record<string, unknown>;
  token: string;
}

export async function call<T>(
  server: RunningServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(server.baseUrl + API + path, {
    method,
    headers: {
      'x-session': 'supplier',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

interface ProductDetail {
  store_id: number | null;
  category_id: number;
  name: string;
  description: string;
  brand: string | null;
  price: number;
  stock: number;
  availability: string;
  status: string;
  attributes: { attribute_id: number; value: unknown }[];
}

/**
 * Makes sure the demo supplier has at least `wanted` products: the missing ones are copies of
 * the seeded ones (same category and attribute values, so the category's required attributes are
 * filled) with their own names and SKUs, no barcode, no shelving and no images.
 */
export async function topUp(
  server: RunningServer,
  token: string,
  wanted: number,
): Promise<{ before: number; created: number }> {
  type ListAnswer = { data: { id: number }[]; meta: { total: number } };
  const first = await call<ListAnswer>(server, 'GET', '/products?per_page=100', token);
  const before = first.meta.total;
  if (before >= wanted) return { before, created: 0 };
  if (first.data.length === 0) throw new Error('the demo supplier has no product to copy');
  const templates: ProductDetail[] = [];
  for (const { id } of first.data.slice(0, 20)) {
    templates.push((await call<{ data: ProductDetail }>(server, 'GET', `/products/${id}`, token)).data);
  }
  const stamp = Date.now().toString(36).toUpperCase();
  const missing = wanted - before;
  let created = 0;
  const worker = async () => {
    while (created < missing) {
      const index = created++;
      const template = templates[index % templates.length]!;
      await call(server, 'POST', '/products', token, {
        store_id: template.store_id,
        category_id: template.category_id,
        name: `${template.name.slice(0, 200)} (bench ${index + 1})`,
        description: template.description,
        sku: `BENCH-${stamp}-${index + 1}`,
        brand: template.brand,
        price: Math.max(1, template.price + (index % 97)),
        stock: (index * 7) % 500,
        availability: template.availability,
        status: template.status,
        attributes: template.attributes.map(({ attribute_id, value }) => ({ attribute_id, value })),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { before, created: missing };
}
