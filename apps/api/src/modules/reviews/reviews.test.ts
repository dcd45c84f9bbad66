import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_INBOX_PATHS, storefrontInboxResponse } from '@supplier/contracts/marketplace';
import {
  MARKETPLACE_REVIEWS_PATH,
  marketplaceReviewReportPath,
  REVIEWS_PATHS,
  REVIEW_REALTIME_EVENTS,
  marketplaceReviewResponse,
  reviewResponse,
  reviewSavedResponse,
  reviewSummaryResponse,
  reviewsResponse,
  type PlaceReviewRequest,
  type ReviewsQuery,
} from '@supplier/contracts/reviews';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { RecordingBroadcaster } from '../notifications/testing';
import { MARKETPLACE_TEST_SECRET, externalId, gateway, placeOrder, seller, type Seller } from '../orders/testing';
import { rowsOf } from '../../db/rows';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

function review(s: Seller, extra: Partial<PlaceReviewRequest> = {}): PlaceReviewRequest {
  return {
    external_id: externalId(),
    supplier_id: s.id,
    product_id: s.productId,
    author_name: 'Марія Ткачук',
    rating: 5,
    text: 'Чудовий смартфон, батарея тримає два дні.',
    pros: 'Батарея',
    cons: 'Немає чохла',
    ...extra,
  };
}

describe('reviews', () => {
  const broadcaster = new RecordingBroadcaster();
  /** The app's clock, moved back to place reviews in the past. */
  let shift = 0;
  const clock = { now: () => new Date(Date.now() + shift) };
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' }, { broadcaster, clock });
  const drain = async () => {
    while ((await t.app.jobs.runOnce()) > 0);
  };

  async function place(s: Seller, extra: Partial<PlaceReviewRequest> = {}): Promise<number> {
    const response = await gateway(t, MARKETPLACE_REVIEWS_PATH, review(s, extra), { at: clock.now() });
    return marketplaceReviewResponse.parse(ok(response, 201)).data.id;
  }
  /** Places a review `days` days ago (the app's clock moved back for it). */
  async function placeAgo(s: Seller, days: number, extra: Partial<PlaceReviewRequest> = {}): Promise<number> {
    shift = -days * 86_400_000;
    try {
      return await place(s, extra);
    } finally {
      shift = 0;
    }
  }
  const list = async (s: Seller, query: ReviewsQuery = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]): [string, string][] =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    return reviewsResponse.parse(ok(await s.get(`${path(REVIEWS_PATHS.list)}?${search}`)));
  };
  const summary = async (s: Seller) => reviewSummaryResponse.parse(ok(await s.get(path(REVIEWS_PATHS.summary)))).data;

  describe('the gateway', () => {
    it('refuses an unsigned call with 401, places a signed one (201) and answers a repeat with the same review (200)', async () => {
      const s = await seller(t);
      const body = review(s);
      const unsigned = await t.app.inject({ method: 'POST', url: MARKETPLACE_REVIEWS_PATH, payload: body });
      expect(unsigned.statusCode).toBe(401);
      const badKey = await gateway(t, MARKETPLACE_REVIEWS_PATH, body, {
        secret: 'another-secret-of-enough-length-000',
      });
      expect(badKey.statusCode).toBe(401);
      expect((await list(s)).data).toHaveLength(0);

      const first = marketplaceReviewResponse.parse(ok(await gateway(t, MARKETPLACE_REVIEWS_PATH, body), 201)).data;
      const again = marketplaceReviewResponse.parse(ok(await gateway(t, MARKETPLACE_REVIEWS_PATH, body), 200)).data;
      expect(again.id).toBe(first.id);
      expect((await list(s)).data).toHaveLength(1);
      expect((await summary(s)).total).toBe(1);
    });

    it('refuses a product that is not the supplier’s with 422 and a clear message', async () => {
      const s = await seller(t);
      const other = await seller(t);
      const response = await gateway(t, MARKETPLACE_REVIEWS_PATH, review(s, { product_id: other.productId }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'product_unknown',
        message: `Товар ${other.productId} не продається цим постачальником.`,
      });
      const bad = await gateway(t, MARKETPLACE_REVIEWS_PATH, review(s, { rating: 6 }));
      expect(bad.statusCode).toBe(422);
    });

    it('marks a review of a completed order with the product as a verified purchase, and no other', async () => {
      const s = await seller(t);
      const orderId = await placeOrder(t, s);
      const [order] = rowsOf<{ external_id: string }>(
        await t.database.db.execute(sql`select external_id from orders where id = ${orderId}`),
      );
      const notYet = await place(s, { order_external_id: order!.external_id });
      await t.database.db.execute(sql`update orders set status = 'completed' where id = ${orderId}`);
      const verified = await place(s, { order_external_id: order!.external_id });
      const unknownOrder = await place(s, { order_external_id: 'no-such-order' });
      const otherProduct = await seller(t);
      const otherOrder = await placeOrder(t, otherProduct);
      await t.database.db.execute(sql`update orders set status = 'completed' where id = ${otherOrder}`);
      const [foreign] = rowsOf<{ external_id: string }>(
        await t.database.db.execute(sql`select external_id from orders where id = ${otherOrder}`),
      );
      const someoneElses = await place(s, { order_external_id: foreign!.external_id });

      const detail = async (id: number) => reviewResponse.parse(ok(await s.get(path(REVIEWS_PATHS.detail(id))))).data;
      expect((await detail(notYet)).verified).toBe(false);
      expect(await detail(verified)).toMatchObject({ verified: true, order: { id: orderId } });
      expect((await detail(unknownOrder)).verified).toBe(false);
      expect(await detail(someoneElses)).toMatchObject({ verified: false, order: null });
    });

    it('tells the bell (an `order` notification) and the live list of a new review', async () => {
      const s = await seller(t);
      const id = await place(s, { rating: 2, author_name: 'Тарас Мельник' });
      const [note] = rowsOf<{ type: string; text_key: string; title: string }>(
        await t.database.db.execute(
          sql`select type, text_key, title from notifications where supplier_id = ${s.id} order by id desc limit 1`,
        ),
      );
      expect(note).toMatchObject({ type: 'order', text_key: 'review_created', title: 'Новий відгук: 2 з 5' });
      const [event] = broadcaster.of(REVIEW_REALTIME_EVENTS.created, s.id);
      expect(event?.data).toMatchObject({ review: { id, rating: 2, author_name: 'Тарас Мельник' }, unanswered: 1 });
    });
  });

  describe('replies', () => {
    it('publishes one sanitized reply, edits it within 24 hours, then refuses with 409', async () => {
      const s = await seller(t);
      const id = await place(s);
      const first = await s.put(path(REVIEWS_PATHS.reply(id)), {
        text: 'Дякуємо <b>за</b> відгук!<script>alert(1)</script><img src=x onerror=alert(1)>',
      });
      const saved = reviewSavedResponse.parse(ok(first));
      expect(saved.message).toBe('Відповідь опубліковано.');
      expect(saved.data.reply).toMatchObject({
        text: 'Дякуємо <strong>за</strong> відгук!',
        can_edit: true,
        edited_at: null,
      });
      expect((await summary(s)).unanswered).toBe(0);
      expect(ok(await s.get(path(REVIEWS_PATHS.counts)))).toEqual({ data: { unanswered: 0 } });

      const edit = reviewSavedResponse.parse(ok(await s.put(path(REVIEWS_PATHS.reply(id)), { text: 'Дякуємо!' })));
      expect(edit.message).toBe('Відповідь змінено.');
      expect(edit.data.reply?.text).toBe('Дякуємо!');
      expect(edit.data.reply?.edited_at).not.toBeNull();
      expect((await summary(s)).unanswered).toBe(0);

      await t.database.db.execute(
        sql`update reviews set replied_at = now() - interval '24 hours 1 minute' where id = ${id}`,
      );
      const late = await s.put(path(REVIEWS_PATHS.reply(id)), { text: 'Ще раз дякуємо!' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'reply_locked',
        message: 'Відповідь можна змінити лише протягом 24 годин після публікації.',
      });
      const after = reviewResponse.parse(ok(await s.get(path(REVIEWS_PATHS.detail(id))))).data;
      expect(after.reply).toMatchObject({ text: 'Дякуємо!', can_edit: false });
    });

    it('refuses an empty reply, and one that sanitizes to nothing', async () => {
      const s = await seller(t);
      const id = await place(s);
      expect((await s.put(path(REVIEWS_PATHS.reply(id)), { text: '   ' })).statusCode).toBe(422);
      const scriptOnly = await s.put(path(REVIEWS_PATHS.reply(id)), { text: '<script>alert(1)</script>' });
      expect(scriptOnly.statusCode).toBe(422);
      expect(scriptOnly.json()).toMatchObject({ code: 'reply_empty' });
      expect(reviewResponse.parse(ok(await s.get(path(REVIEWS_PATHS.detail(id))))).data.reply).toBeNull();
    });

    it('sends the reply to the local storefront as a signed `review.replied` event', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const s = await seller(t);
      const body = review(s);
      const id = marketplaceReviewResponse.parse(ok(await gateway(t, MARKETPLACE_REVIEWS_PATH, body), 201)).data.id;
      ok(await s.put(path(REVIEWS_PATHS.reply(id)), { text: 'Дякуємо за покупку!' }));
      await drain();
      const inbox = storefrontInboxResponse.parse(
        (await t.call({ url: `${STOREFRONT_INBOX_PATHS.inbox}?type=review.replied` })).json(),
      ).data;
      const event = inbox.find((entry) => entry.data.review_id === id);
      expect(event).toMatchObject({
        type: 'review.replied',
        data: { external_id: body.external_id, reply: 'Дякуємо за покупку!', edited: false },
      });
      const [changed] = broadcaster.of(REVIEW_REALTIME_EVENTS.changed, s.id);
      expect(changed?.data).toMatchObject({ review: { id }, unanswered: 0 });
    });
  });

  describe('reports', () => {
    it('reports once with a reason (pending), refuses a second report with 409, `other` needs a comment; the marketplace decides it', async () => {
      const s = await seller(t);
      const id = await place(s, { rating: 1, text: 'Купуйте краще в іншому магазині!!!' });
      const noComment = await s.post(path(REVIEWS_PATHS.report(id)), { reason: 'other' });
      expect(noComment.statusCode).toBe(422);
      expect(noComment.json().errors.comment).toEqual(['Опишіть причину скарги.']);
      const saved = reviewSavedResponse.parse(
        ok(await s.post(path(REVIEWS_PATHS.report(id)), { reason: 'spam', comment: 'Реклама конкурента' })),
      );
      expect(saved.data.report).toMatchObject({ reason: 'spam', comment: 'Реклама конкурента', status: 'pending' });
      const again = await s.post(path(REVIEWS_PATHS.report(id)), { reason: 'offensive' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_reported', message: 'На цей відгук уже подано скаргу.' });

      // the marketplace's moderators decide, over the signed gateway; the supplier's list shows it
      const externalOf = async (reviewId: number) =>
        rowsOf<{ external_id: string }>(
          await t.database.db.execute(sql`select external_id from reviews where id = ${reviewId}`),
        )[0]!.external_id;
      const external = await externalOf(id);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: marketplaceReviewReportPath(external),
        payload: { status: 'accepted' },
      });
      expect(unsigned.statusCode).toBe(401);
      const decided = marketplaceReviewResponse.parse(
        ok(await gateway(t, marketplaceReviewReportPath(external), { status: 'accepted' })),
      );
      expect(decided.data.report_status).toBe('accepted');
      const shown = reviewResponse.parse(ok(await s.get(path(REVIEWS_PATHS.detail(id))))).data;
      expect(shown.report).toMatchObject({ reason: 'spam', status: 'accepted' });
      const unreported = await place(s);
      const refused = await gateway(t, marketplaceReviewReportPath(await externalOf(unreported)), {
        status: 'rejected',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'not_reported' });
      expect((await gateway(t, marketplaceReviewReportPath('no-such-review'), { status: 'rejected' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('isolation', () => {
    it('another supplier’s review is 404 for detail, reply and report, and absent from their list and summary', async () => {
      const owner = await seller(t);
      const stranger = await seller(t);
      const id = await place(owner);
      for (const response of [
        await stranger.get(path(REVIEWS_PATHS.detail(id))),
        await stranger.put(path(REVIEWS_PATHS.reply(id)), { text: 'Не моє' }),
        await stranger.post(path(REVIEWS_PATHS.report(id)), { reason: 'spam' }),
        await stranger.get(path(REVIEWS_PATHS.detail('abc'))),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Відгук не знайдено.' });
      }
      expect((await list(stranger)).data).toHaveLength(0);
      expect(await summary(stranger)).toMatchObject({ total: 0, unanswered: 0, average: null });
      expect(reviewResponse.parse(ok(await owner.get(path(REVIEWS_PATHS.detail(id))))).data.reply).toBeNull();
    });
  });

  describe('the list and the summary', () => {
    it('puts unanswered first, filters by rating, photos, answer, product and dates, searches, and pages', async () => {
      const s = await seller(t);
      const a = await place(s, { rating: 5, text: 'Екран яскравий', author_name: 'Олена Коваленко' });
      const b = await place(s, { rating: 1, text: 'Зламався через тиждень', cons: 'Брак' });
      const c = await place(s, { rating: 4, text: 'Гарна ціна' });
      const d = await place(s, { rating: 5, text: 'Все добре' });
      ok(await s.put(path(REVIEWS_PATHS.reply(d)), { text: 'Дякуємо!' }));
      ok(await s.put(path(REVIEWS_PATHS.reply(c)), { text: 'Дякуємо!' }));
      await t.database.db.execute(sql`update reviews set has_photos = true where id = ${b}`);
      await t.database.db.execute(sql`update reviews set created_at = '2025-01-15T12:00:00Z' where id = ${a}`);

      const ids = async (query: ReviewsQuery = {}) => (await list(s, query)).data.map((r) => r.id);
      expect(await ids()).toEqual([b, a, d, c]);
      expect(await ids({ sort: 'newest' })).toEqual([d, c, b, a]);
      expect(await ids({ rating: 5 })).toEqual([a, d]);
      expect(await ids({ with_photos: 'true' })).toEqual([b]);
      expect(await ids({ answered: 'false' })).toEqual([b, a]);
      expect(await ids({ answered: 'true' })).toEqual([d, c]);
      expect(await ids({ product_id: s.productId + 1000000 })).toEqual([]);
      expect(await ids({ date_from: '2025-01-15', date_to: '2025-01-15' })).toEqual([a]);
      expect(await ids({ q: 'ЗЛАМАВСЯ' })).toEqual([b]);
      expect(await ids({ q: 'Коваленко' })).toEqual([a]);
      expect(await ids({ q: '100%' })).toEqual([]);

      // pages cross from the unanswered to the answered ones without losing or repeating a review
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await list(s, { per_page: 1, cursor });
        seen.push(...page.data.map((r) => r.id));
        cursor = page.meta.next_cursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([b, a, d, c]);
      expect((await s.get(`${path(REVIEWS_PATHS.list)}?cursor=rubbish`)).statusCode).toBe(422);
    });

    it('summary numbers equal a direct count of the reviews', async () => {
      const s = await seller(t);
      const ids: number[] = [];
      for (const rating of [5, 5, 4, 3, 1]) ids.push(await place(s, { rating }));
      ids.push(await placeAgo(s, 45, { rating: 2 }), await placeAgo(s, 50, { rating: 4 }));
      ids.push(await placeAgo(s, 100, { rating: 3 }), await placeAgo(s, 400, { rating: 5 }));
      ok(await s.put(path(REVIEWS_PATHS.reply(ids[0]!)), { text: 'Дякуємо!' }));

      const got = await summary(s);
      const day = sql`(created_at at time zone 'Europe/Kyiv')::date`;
      const today = sql`(now() at time zone 'Europe/Kyiv')::date`;
      const [direct] = rowsOf<Record<string, string | number | null>>(
        await t.database.db.execute(sql`select count(*)::int as total, round(avg(rating), 2)::text as average,
          count(*) filter (where reply is null)::int as unanswered,
          count(*) filter (where rating = 5)::int as r5, count(*) filter (where rating = 1)::int as r1,
          count(*) filter (where ${day} > ${today} - 30)::int as d30,
          round(avg(rating) filter (where ${day} > ${today} - 30), 2)::text as a30,
          count(*) filter (where ${day} <= ${today} - 30 and ${day} > ${today} - 60)::int as p30,
          round(avg(rating) filter (where ${day} <= ${today} - 30 and ${day} > ${today} - 60), 2)::text as pa30,
          count(*) filter (where ${day} > ${today} - 90)::int as d90,
          count(*) filter (where ${day} <= ${today} - 90 and ${day} > ${today} - 180)::int as p90
          from reviews where supplier_id = ${s.id}`),
      );
      expect(got.total).toBe(direct!.total);
      expect(got.average).toBe(Number(direct!.average));
      expect(got.unanswered).toBe(direct!.unanswered);
      expect(got.distribution).toEqual({ 1: direct!.r1, 2: 1, 3: 2, 4: 2, 5: direct!.r5 });
      expect(got.trend.d30).toMatchObject({ days: 30, count: direct!.d30, previous_count: direct!.p30 });
      expect(got.trend.d30.average).toBe(Number(direct!.a30));
      expect(got.trend.d30.previous_average).toBe(Number(direct!.pa30));
      expect(got.trend.d90).toMatchObject({ days: 90, count: direct!.d90, previous_count: direct!.p90 });
      expect(got).toMatchObject({
        total: 9,
        unanswered: 8,
        trend: { d30: { count: 5, previous_count: 2, previous_average: 3 }, d90: { count: 7, previous_count: 1 } },
      });
    });
  });
});
