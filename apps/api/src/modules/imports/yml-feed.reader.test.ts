import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { rowOfOffer } from './import-row';
import { readYmlFeed, type FeedItem, type FeedOffer } from './yml-feed.reader';

/** The feed as a stream of `size`-byte chunks (cutting through Cyrillic letters on purpose). */
function chunked(content: Buffer, size = 7): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < content.length; at += size) chunks.push(content.subarray(at, at + size));
  return Readable.from(chunks);
}

async function read(xml: string | Buffer): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for await (const item of readYmlFeed(chunked(typeof xml === 'string' ? Buffer.from(xml) : xml), 'uk'))
    items.push(item);
  return items;
}

const offersOf = (items: FeedItem[]) =>
  items.flatMap((item) => (item.kind === 'offer' ? [item.offer] : [])) satisfies FeedOffer[];

/** A Prom-style feed: both languages, CDATA, ids like 105454.0, available="", extra attributes. */
const PROM_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE yml_catalog SYSTEM "shops.dtd">
<yml_catalog date="2026-11-20 10:15">
  <shop>
    <name>Чайна лавка</name>
    <currencies><currency id="UAH" rate="1"/></currencies>
    <categories>
      <category id="10">Побутова техніка</category>
      <category id="11.0" parentId="10">Електрочайники</category>
    </categories>
    <offers>
      <offer id="105454.0" available="" group_id="77" portal_id="abc" in_stock="true">
        <name>Электрочайник Tefal KO 1.7 л</name>
        <name_ua>Електрочайник Tefal KO 1,7 л</name_ua>
        <description><![CDATA[<p>Русское описание</p>]]></description>
        <description_ua><![CDATA[<p>Потужний <b>чайник</b><script>alert(1)</script></p>]]></description_ua>
        <price>1 299,50</price>
        <oldprice>1499</oldprice>
        <currencyId>UAH</currencyId>
        <categoryId>11.0</categoryId>
        <picture>https://cdn.example.ua/1.jpg</picture>
        <picture>https://cdn.example.ua/2.jpg</picture>
        <vendor>Tefal</vendor>
        <vendorCode>KO-150</vendorCode>
        <param name="Обʼєм" unit="л">1,7</param>
        <param name="Колір">Білий</param>
        <quantity_in_stock>12</quantity_in_stock>
      </offer>
      <offer id="2" available="false">
        <name>Чайник без артикула</name>
        <price>12.345</price>
      </offer>
    </offers>
  </shop>
</yml_catalog>`;

describe('YML feed reader (issue 13)', () => {
  it('reads categories and offers as written, both languages, CDATA, many pictures and params', async () => {
    const items = await read(PROM_FEED);
    expect(
      items.filter((item) => item.kind === 'category').map((item) => item.kind === 'category' && item.category),
    ).toEqual([
      { id: '10', parentId: null, name: 'Побутова техніка' },
      { id: '11.0', parentId: '10', name: 'Електрочайники' },
    ]);
    const [kettle, bare] = offersOf(items);
    expect(kettle).toMatchObject({ id: '105454.0', available: '', groupId: '77', line: 12 });
    expect(kettle!.fields.get('name_ua')).toBe('Електрочайник Tefal KO 1,7 л');
    expect(kettle!.fields.get('description_ua')).toContain('<b>чайник</b>');
    expect(kettle!.pictures).toEqual(['https://cdn.example.ua/1.jpg', 'https://cdn.example.ua/2.jpg']);
    expect(kettle!.params).toEqual([
      { name: 'Обʼєм', unit: 'л', value: '1,7' },
      { name: 'Колір', unit: null, value: 'Білий' },
    ]);
    expect(bare).toMatchObject({ id: '2', available: 'false' });
    expect(items.some((item) => item.kind === 'broken')).toBe(false);
  });

  it('turns an offer into a product: Ukrainian first, price in kopiyky, HTML sanitized, stock and availability', async () => {
    const [kettle, bare] = offersOf(await read(PROM_FEED));
    const { row, problems } = rowOfOffer(kettle!, 'uk');
    expect(problems).toEqual([]);
    expect(row).toMatchObject({
      offerId: '105454',
      sku: 'KO-150',
      name: 'Електрочайник Tefal KO 1,7 л',
      price: 129950,
      oldPrice: 149900,
      stock: 12,
      availability: 'in_stock',
      brand: 'Tefal',
      categoryId: '11',
    });
    expect(row!.description).toBe('<p>Потужний <strong>чайник</strong></p>');

    const refused = rowOfOffer(bare!, 'uk');
    expect(refused.row).toBeNull();
    expect(refused.problems.map((p) => [p.field, p.severity, p.message])).toEqual([
      [
        'vendorCode',
        'error',
        'Немає артикула (vendorCode): за ним товар знаходиться під час оновлення. Без артикулів оберіть пошук товарів за id пропозиції фіду.',
      ],
      ['price', 'warning', 'Ціну «12.345» округлено до копійок.'],
    ]);
  });

  it('reads a windows-1251 feed and HTML entities outside CDATA', async () => {
    const xml = `<?xml version="1.0" encoding="windows-1251"?>
<yml_catalog><shop><categories><category id="1">Чайники</category></categories><offers>
<offer id="1" available="true"><name>Чайник&nbsp;«Ранок» &mdash; 2&nbsp;л</name><price>500</price><vendorCode>R-1</vendorCode><categoryId>1</categoryId></offer>
</offers></shop></yml_catalog>`;
    const cp1251 = Buffer.from(
      [...xml].map((char) => {
        const code = char.charCodeAt(0);
        if (code < 128) return code;
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return { і: 0xb3, І: 0xb2, '«': 0xab, '»': 0xbb }[char] ?? 0x3f;
      }),
    );
    const [offer] = offersOf(await read(cp1251));
    expect(offer!.fields.get('name')).toBe('Чайник\u00a0«Ранок» — 2\u00a0л');
  });

  it('stops where the XML breaks: what follows is not read, and the break says where', async () => {
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<yml_catalog><shop><offers>',
      '<offer id="1"><name>Один</name><price>10</price><vendorCode>A-1</vendorCode></offer>',
      '<offer id="2"><name>Два</name><price>20</price><vendorCode>A-2</vendorCode></offfer>',
      '<offer id="3"><name>Три</name><price>30</price><vendorCode>A-3</vendorCode></offer>',
      '</offers></shop></yml_catalog>',
    ];
    const items = await read(lines.join('\n'));
    expect(offersOf(items).map((offer) => offer.id)).toEqual(['1']);
    const broken = items.find((item) => item.kind === 'broken');
    expect(broken).toMatchObject({ kind: 'broken', line: 4 });
  });

  it('a feed cut off in the middle is broken, not short', async () => {
    const items = await read(PROM_FEED.slice(0, PROM_FEED.indexOf('<offer id="2"') + 40));
    expect(offersOf(items)).toHaveLength(1);
    expect(items.at(-1)).toMatchObject({ kind: 'broken' });
  });
});
