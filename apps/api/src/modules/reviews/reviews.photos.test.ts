import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_REVIEWS_PATH,
  REVIEWS_PATHS,
  marketplaceReviewResponse,
  reviewResponse,
} from '@supplier/contracts/reviews';
import { useTestApp } from '../../test/app';
import { imageFile, ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, externalId, gateway, seller } from '../orders/testing';

describe('review photos', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });

  it('the job stores a good image and skips a non-image and a missing one, never failing the review', async () => {
    const png = await imageFile('png', 64);
    const server = createServer((request, response) => {
      if (request.url === '/good.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (request.url === '/fake.jpg')
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>no</html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const s = await seller(t);
      const id = marketplaceReviewResponse.parse(
        ok(
          await gateway(t, MARKETPLACE_REVIEWS_PATH, {
            external_id: externalId(),
            supplier_id: s.id,
            product_id: s.productId,
            author_name: 'Ірина Лисенко',
            rating: 4,
            text: 'Ось фото',
            photos: [`${origin}/fake.jpg`, `${origin}/good.png`, `${origin}/missing.png`],
          }),
          201,
        ),
      ).data.id;
      while ((await t.app.jobs.runOnce()) > 0);
      const review = reviewResponse.parse(
        ok(await s.get(REVIEWS_PATHS.detail(id).replace('/admin-suppliers/v1', ''))),
      ).data;
      expect(review.photos).toHaveLength(1);
      expect(review.photos[0]).toMatchObject({ width: 64, height: 64 });
      expect(review.photos[0]!.url).toMatch(/^\/uploads\/reviews\/\d+\/[a-z0-9_-]+\.webp$/);
      const stored = await t.app.inject({ url: review.photos[0]!.url });
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const result = await t.database.db.execute(sql`select has_photos from reviews where id = ${id}`);
      const [row] = (result as unknown as { rows: { has_photos: boolean }[] }).rows;
      expect(row!.has_photos).toBe(true);
    } finally {
      server.close();
    }
  });
});
