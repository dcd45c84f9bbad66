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
import { PhotoRefused, fetchPhoto, isPrivateAddress } from './reviews.photos';

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

  it('refuses loopback and private addresses outside the local mode, and anything but http(s)', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '172.20.0.1',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    await expect(fetchPhoto('http://127.0.0.1:9/x.png', { allowPrivate: false })).rejects.toBeInstanceOf(PhotoRefused);
    await expect(fetchPhoto('http://[::1]:9/x.png', { allowPrivate: false })).rejects.toBeInstanceOf(PhotoRefused);
    // a name is checked on the connection itself: one that resolves to loopback is refused too
    await expect(fetchPhoto('http://localhost:9/x.png', { allowPrivate: false })).rejects.toBeInstanceOf(PhotoRefused);
    await expect(fetchPhoto('file:///etc/passwd', { allowPrivate: true })).rejects.toBeInstanceOf(PhotoRefused);
  });
});
