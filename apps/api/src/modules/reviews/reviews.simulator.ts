import { sql } from 'drizzle-orm';
import { MARKETPLACE_REVIEWS_PATH, type PlaceReviewRequest } from '@supplier/contracts/reviews';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { signedPost } from '../marketplace';
import { randomBuyer, type Random } from '../orders';
import { randomRating, randomReviewText } from './reviews.texts';

/**
 * The storefront's buyers, simulated: they review the supplier's products over real HTTP with
 * signed gateway calls. About half the reviews come from the supplier's completed orders
 * (verified purchases); some carry a product photo served by this process.
 */
export interface ReviewSimulatorOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  supplierId: number;
  count: number;
  random?: Random;
}

export interface ReviewSimulationResult {
  placed: number;
  verified: number;
  refused_by_gateway: number;
  ids: number[];
}

export async function simulateReviews(options: ReviewSimulatorOptions): Promise<ReviewSimulationResult> {
  const random = options.random ?? Math.random;
  const result: ReviewSimulationResult = { placed: 0, verified: 0, refused_by_gateway: 0, ids: [] };
  const products = rowsOf<{ id: number; image: string | null }>(
    await options.db.execute(sql`select p.id,
        (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
      from products p where p.supplier_id = ${options.supplierId} and p.status = 'active'
      order by random() limit 100`),
  );
  const completed = rowsOf<{ external_id: string; product_id: number }>(
    await options.db.execute(sql`select o.external_id, i.product_id from orders o
      join order_items i on i.order_id = o.id
      where o.supplier_id = ${options.supplierId} and o.status = 'completed' and i.product_id is not null
      order by random() limit 100`),
  );
  if (products.length === 0 && completed.length === 0) return result;
  for (let index = 0; index < options.count; index += 1) {
    const fromOrder = completed.length > 0 && (products.length === 0 || random() < 0.5);
    const line = fromOrder ? completed[Math.floor(random() * completed.length)]! : null;
    const productId = line ? Number(line.product_id) : Number(products[Math.floor(random() * products.length)]!.id);
    const image = products.find((p) => Number(p.id) === productId)?.image ?? null;
    const rating = randomRating(random);
    const words = randomReviewText(random, rating);
    const body: PlaceReviewRequest = {
      external_id: `simr-${Date.now().toString(36)}-${Math.floor(random() * 1e9).toString(36)}`,
      supplier_id: options.supplierId,
      product_id: productId,
      order_external_id: line?.external_id ?? null,
      author_name: randomBuyer(random).name,
      rating,
      ...words,
      photos: image && image.startsWith('/') && random() < 0.3 ? [new URL(image, options.baseUrl).toString()] : [],
    };
    const response = await signedPost(options.secret, new URL(MARKETPLACE_REVIEWS_PATH, options.baseUrl), body);
    const answer = (await response.json()) as { data?: { id: number; verified: boolean } };
    if (response.status === 201 && answer.data) {
      result.placed += 1;
      result.ids.push(answer.data.id);
      if (answer.data.verified) result.verified += 1;
    } else {
      result.refused_by_gateway += 1;
    }
  }
  return result;
}
