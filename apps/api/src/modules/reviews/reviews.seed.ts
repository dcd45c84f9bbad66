import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { randomBuyer, type Random } from '../orders';
import { reviewsRepository, type NewReview } from './reviews.repository';
import { reviews } from './reviews.table';
import { DEMO_REPLIES, randomRating, randomReviewText } from './reviews.texts';
import { transaction } from '../../db/transaction';

const DEMO_REVIEWS = 40;
const DAY = 86_400_000;

function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * About 40 reviews of the last 120 days for the demo supplier's products: some from its completed
 * orders (verified), most of the older ones answered, the newest waiting for a reply. Idempotent:
 * a supplier that has reviews is left as it is.
 */
export async function seedDemoReviews(db: Db, supplierId: number, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.supplierId, supplierId))
    .limit(1);
  if (existing) return;
  const products = rowsOf<{ id: number; name: string; store_id: number | null }>(
    await db.execute(sql`select id, name, store_id from products
      where supplier_id = ${supplierId} and status = 'active' order by id limit 30`),
  );
  if (products.length === 0) return;
  const completed = rowsOf<{ id: number; product_id: number }>(
    await db.execute(sql`select distinct on (o.id) o.id, i.product_id from orders o
      join order_items i on i.order_id = o.id
      where o.supplier_id = ${supplierId} and o.status = 'completed' and i.product_id is not null
      order by o.id limit 20`),
  );
  const random = seeded(14);
  const planned: NewReview[] = [];
  for (let index = 0; index < DEMO_REVIEWS; index += 1) {
    const ageDays = index < 5 ? index * 0.2 + 0.05 : 120 * random() ** 1.4;
    const createdAt = new Date(now.getTime() - ageDays * DAY);
    const line = index % 3 === 0 ? completed[index % Math.max(1, completed.length)] : undefined;
    const product = line
      ? (products.find((p) => Number(p.id) === Number(line.product_id)) ?? products[0]!)
      : products[Math.floor(random() * products.length)]!;
    const rating = randomRating(random);
    const words = randomReviewText(random, rating);
    const answered = index >= 8 && random() < 0.75;
    const repliedAt = answered ? new Date(createdAt.getTime() + (0.1 + random()) * DAY * Math.min(1, ageDays)) : null;
    planned.push({
      supplierId,
      externalId: `demo-review-${supplierId}-${index + 1}`,
      productId: Number(product.id),
      productName: product.name,
      storeId: product.store_id === null ? null : Number(product.store_id),
      orderId: line && Number(line.product_id) === Number(product.id) ? Number(line.id) : null,
      verified: Boolean(line && Number(line.product_id) === Number(product.id)),
      authorName: randomBuyer(random).name,
      rating,
      ...words,
      reply: answered ? DEMO_REPLIES[index % DEMO_REPLIES.length]! : null,
      repliedAt,
      reportReason: index === 11 ? 'spam' : null,
      reportComment: null,
      reportStatus: index === 11 ? 'pending' : null,
      reportedAt: index === 11 ? createdAt : null,
      createdAt,
    });
  }
  const repo = reviewsRepository(db);
  await transaction(db, async (tx) => {
    await tx.insert(reviews).values(planned);
    const counts = new Map<number, { count: number; unanswered: number }>();
    for (const review of planned) {
      const entry = counts.get(review.rating) ?? { count: 0, unanswered: 0 };
      entry.count += 1;
      if (!review.reply) entry.unanswered += 1;
      counts.set(review.rating, entry);
    }
    for (const [rating, entry] of counts) {
      await repo.count(tx, supplierId, rating, entry.count, entry.unanswered);
    }
    await tx.execute(sql`insert into review_days (supplier_id, day, rating, count)
      select supplier_id, (created_at at time zone 'Europe/Kyiv')::date, rating, count(*)::int
      from reviews where supplier_id = ${supplierId} group by 1, 2, 3`);
  });
}
