import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ORDERS_PATHS,
  ORDERS_STICKERS_PATH,
  STICKERS_SKIPPED_HEADER,
  orderResponse,
  ordersResponse,
} from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { pdfText } from '../../test/pdf-text';
import { ok } from '../catalog/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');
const LONG_BRANCH =
  'Відділення №1 (до 30 кг на одне місце): вул. Городоцька, 355, біля супермаркету «Сільпо», вхід з боку двору';
const LONG_NAME = 'Кравченко-Світлицька Олександра Володимирівна';
const pages = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('orders: the stickers of many waybills and the search by a TTN’s last digits', () => {
  const np = testNovaPoshta({ stageMs: 3_600_000 });
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET }, { novaposhta: np.driver });

  async function shipper(): Promise<Seller> {
    const s = await seller(t);
    await addKey(t.call, s.token, NP.demoKey);
    ok(await s.put(`${DELIVERIES.replace('/api/admin-suppliers/v1', '')}/sender`, kyivBranchSender()));
    return s;
  }

  /** An order to a long Lviv branch address, with a TTN when `ttn` is given. */
  async function order(s: Seller, ttn: string | null) {
    const id = await placeOrder(t, s, {
      recipient: { name: LONG_NAME, phone: '+380931112233' },
      delivery: { carrier: 'novaposhta', city: 'Львів', branch: LONG_BRANCH, cost: 80 },
    });
    if (ttn) await t.database.db.execute(sql`update orders set ttn = ${ttn} where id = ${id}`);
    return id;
  }

  const stickers = (s: Seller, ids: number[], format?: string) =>
    s.get(`${path(ORDERS_STICKERS_PATH)}?ids=${ids.join(',')}${format ? `&format=${format}` : ''}`);

  it('prints one PDF: a 100×100 page or a quarter of an A4 page per waybill, full addresses in Cyrillic, the ones without a TTN named', async () => {
    const s = await shipper();
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await order(s, `2045001234560${i}`));
    const none = await order(s, null);
    const { number: noneNumber } = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(none))))).data;

    const labels = await stickers(s, [...ids, none]);
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.headers[STICKERS_SKIPPED_HEADER]).toBe(noneNumber);
    const pdf = labels.rawPayload.toString('latin1');
    expect(pages(pdf)).toBe(5);
    expect(pdf).toMatch(/\/MediaBox \[0 0 283\.46\d* 283\.46\d*\]/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    const text = pdfText(labels.rawPayload);
    expect(text).toContain('ВІДПРАВНИК');
    expect(text).toContain('ОДЕРЖУВАЧ');
    expect(text).toContain(LONG_NAME);
    // the whole address, wrapped over lines, never cut with «…»
    expect(text).toContain(`Львів, ${LONG_BRANCH}`);
    expect(text).not.toContain('…');
    expect(text).toContain('2045 0012 3456 04');
    expect(text).toMatch(/Київ, .*Відділення/);

    const a4 = await stickers(s, [...ids, none], 'a4');
    expect(a4.statusCode).toBe(200);
    const sheet = a4.rawPayload.toString('latin1');
    expect(pages(sheet)).toBe(2);
    expect(sheet).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdfText(a4.rawPayload)).toContain(`Львів, ${LONG_BRANCH}`);
  });

  it('refuses when none has a waybill; another supplier’s ids print nothing', async () => {
    const s = await shipper();
    const withTtn = await order(s, '20450099990001');
    const without = await order(s, null);
    expect((await stickers(s, [without])).json()).toMatchObject({
      code: 'stickers_none',
      message: 'У вибраних замовлень немає ТТН: друкувати нічого.',
    });
    const other = await seller(t);
    const foreign = await stickers(other, [withTtn]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'stickers_none' });
    expect((await stickers(s, [withTtn], 'letter')).statusCode).toBe(422);
  });

  it('search finds a TTN by its last 4 or more digits; fewer digits are not read as a TTN', async () => {
    const s = await seller(t);
    const b = await order(s, '20450012345678');
    const c = await order(s, '20450099995678');
    const search = async (who: Seller, q: string) =>
      ordersResponse
        .parse(ok(await who.get(`${path(ORDERS_PATHS.list)}?search=${encodeURIComponent(q)}`)))
        .data.map((row) => row.id)
        .sort((x, y) => x - y);
    expect(await search(s, '5678')).toEqual([b, c].sort((x, y) => x - y));
    expect(await search(s, '2345678')).toEqual([b]);
    expect(await search(s, '2045 0012 3456 78')).toEqual([b]);
    expect(await search(s, '678')).toEqual([]);
    expect(await search(s, '1111')).toEqual([]);
    expect(await search(await seller(t), '5678')).toEqual([]);
  });
});
