import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { productRequest, PRODUCT_SKU_MAX } from '@supplier/contracts/products';
import { FeedPlan } from './import-plan';
import { offerParams, rowOfOffer } from './import-row';
import { readYmlFeed, type FeedItem, type FeedOffer } from './yml-feed.reader';

async function read(xml: string): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for await (const item of readYmlFeed(Readable.from([Buffer.from(xml)]), 'uk')) items.push(item);
  return items;
}

const offer = (fields: Record<string, string>, extra: Partial<FeedOffer> = {}): FeedOffer => ({
  line: 5,
  id: '501',
  available: 'true',
  groupId: null,
  fields: new Map(Object.entries({ name_ua: 'Гантеля 5 кг', price: '450', categoryId: '7', ...fields })),
  pictures: ['https://cdn.example.ua/1.jpg'],
  params: [],
  ...extra,
});

/** A marketplace's feed whose offers name their category themselves, without `<categories>`. */
const CODE_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><offers>
  <offer id="1" available="true"><name>Гантеля 5 кг</name><price>450</price><category code="5021">Гантелі</category><vendorCode>D-5</vendorCode></offer>
  <offer id="2" available="true"><name>Гантеля 10 кг</name><price>700</price><category code="5021">Гантелі</category><vendorCode>D-10</vendorCode></offer>
  <offer id="3" available="true"><name>Скакалка</name><price>150</price><category code="5030">Скакалки</category><vendorCode>R-1</vendorCode></offer>
  <offer id="4" available="true"><name>Килимок</name><price>300</price><category>Килимки для йоги</category><vendorCode>M-1</vendorCode></offer>
</offers></shop></yml_catalog>`;

describe('a real seller feed: its data as the import takes it (issue 31)', () => {
  it('offers naming their category as <category code=…> give the feed its categories, keyed and counted as others', async () => {
    const items = await read(CODE_FEED);
    expect(items.filter((item) => item.kind === 'category').map((item) => item.category)).toEqual([
      { id: '5021', parentId: null, name: 'Гантелі' },
      { id: '5030', parentId: null, name: 'Скакалки' },
      { id: 'Килимки для йоги', parentId: null, name: 'Килимки для йоги' },
    ]);
    const planned = new FeedPlan([], 'uk');
    let rows = 0;
    for await (const batch of planned.batches(readYmlFeed(Readable.from([Buffer.from(CODE_FEED)]), 'uk'))) {
      rows += batch.rows.length;
    }
    expect(rows).toBe(4);
    expect(planned.categoryReport().map(({ id, key, offers }) => ({ id, key, offers }))).toEqual([
      { id: '5021', key: 'гантелі', offers: 2 },
      { id: '5030', key: 'скакалки', offers: 1 },
      { id: 'Килимки для йоги', key: 'килимки для йоги', offers: 1 },
    ]);
  });

  it('by the feed offer id an offer without vendorCode takes its offer id as SKU; by SKU it is refused', () => {
    const bare = offer({}, { id: '105454.0' });
    const byOffer = rowOfOffer(bare, 'uk', 'offer_id');
    expect(byOffer.problems).toEqual([]);
    expect(byOffer.row).toMatchObject({ offerId: '105454', sku: '105454', skuDerived: true });
    const bySku = rowOfOffer(bare, 'uk', 'sku');
    expect(bySku.row).toBeNull();
    expect(bySku.problems.map((p) => p.field)).toEqual(['vendorCode']);
    // A feed's own SKU still wins by offer id.
    expect(rowOfOffer(offer({ vendorCode: 'D-5' }), 'uk', 'offer_id').row).toMatchObject({ sku: 'D-5' });
    expect(rowOfOffer(offer({ vendorCode: 'D-5' }), 'uk', 'offer_id').row?.skuDerived).toBeUndefined();
  });

  it('merges ;UA and ;RU params into one (Ukrainian kept, Russian only when alone) with names as the seller writes them', () => {
    expect(
      offerParams([
        { name: 'Колір;UA', unit: null, value: 'Чорний' },
        { name: 'Вага ; ua', unit: 'кг', value: '5' },
        { name: 'Цвет;RU', unit: null, value: 'Черный' },
        { name: 'Вес;RU', unit: 'кг', value: '5' },
        { name: 'Матеріал  корпусу', unit: null, value: 'Сталь' },
        { name: 'Порожній;UA', unit: null, value: '' },
      ]),
    ).toEqual([
      { name: 'Колір', unit: null, value: 'Чорний' },
      { name: 'Вага', unit: 'кг', value: '5' },
      { name: 'Матеріал корпусу', unit: null, value: 'Сталь' },
    ]);
    // A feed giving a param in Russian alone keeps it, without its tag.
    expect(offerParams([{ name: 'Цвет;RU', unit: null, value: 'Черный' }])).toEqual([
      { name: 'Цвет', unit: null, value: 'Черный' },
    ]);
    const row = rowOfOffer(
      offer(
        { vendorCode: 'D-5' },
        {
          params: [
            { name: 'Колір;UA', unit: null, value: 'Чорний' },
            { name: 'Цвет;RU', unit: null, value: 'Черный' },
          ],
        },
      ),
      'uk',
    ).row!;
    expect(row.params).toEqual([{ name: 'Колір', unit: null, value: 'Чорний' }]);
  });

  it('takes SKUs trimmed with printable punctuation; refuses control characters and over-long ones, as the product form does', () => {
    for (const sku of ['AB 12*', 'KO-150)', 'A/B.C', '(12) x*2', 'Арт №5']) {
      const { row, problems } = rowOfOffer(offer({ vendorCode: sku }), 'uk');
      expect(problems).toEqual([]);
      expect(row?.sku).toBe(sku);
      expect(productRequest.shape.sku.safeParse(` ${sku} `)).toMatchObject({ success: true, data: sku });
    }
    for (const sku of ['A\tB', 'A\u0007B', 'x'.repeat(PRODUCT_SKU_MAX + 1)]) {
      const { row, problems } = rowOfOffer(offer({ vendorCode: sku }), 'uk');
      expect(row).toBeNull();
      expect(problems.map((p) => [p.field, p.severity])).toEqual([['vendorCode', 'error']]);
      expect(productRequest.shape.sku.safeParse(sku).success).toBe(false);
    }
  });
});
