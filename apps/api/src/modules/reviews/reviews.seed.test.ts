import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewSummaryResponse, reviewsResponse } from '@supplier/contracts/reviews';
import { useTestApp } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES, supplier } from '../catalog/testing';
import { seedDemoOrders } from '../orders/orders.seed';
import { seedDemoReviews } from './reviews.seed';

describe('the demo reviews', () => {
  const t = useTestApp();

  it('demo seed: answered and unanswered reviews, some verified, counted as the summary reads them, once', async () => {
    const s = await supplier(t);
    const category = await categoryId(s, SMARTPHONES);
    for (let i = 0; i < 5; i += 1) await createProduct(s, category);
    await seedDemoOrders(t.database.db, s.id);
    await seedDemoReviews(t.database.db, s.id);
    await seedDemoReviews(t.database.db, s.id);

    const summary = reviewSummaryResponse.parse(ok(await s.get('/reviews/summary'))).data;
    const result = await t.database.db.execute(sql`select count(*)::int as total,
        count(*) filter (where reply is null)::int as unanswered, count(*) filter (where verified)::int as verified,
        (select coalesce(sum(count), 0)::int from review_days where supplier_id = ${s.id}) as days
      from reviews where supplier_id = ${s.id}`);
    const [direct] = (
      result as unknown as { rows: { total: number; unanswered: number; verified: number; days: number }[] }
    ).rows;
    expect(summary.total).toBe(40);
    expect(direct).toMatchObject({ total: 40, unanswered: summary.unanswered, days: 40 });
    expect(summary.unanswered).toBeGreaterThan(5);
    expect(summary.unanswered).toBeLessThan(30);
    expect(direct!.verified).toBeGreaterThan(0);
    expect(summary.trend.d30.count).toBeGreaterThan(0);

    const first = reviewsResponse.parse(ok(await s.get('/reviews?per_page=5'))).data;
    expect(first.every((review) => review.reply === null)).toBe(true);
  });
});
