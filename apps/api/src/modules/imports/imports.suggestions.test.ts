import { describe, expect, it } from 'vitest';
import { importCheckResponse, type ImportCategory, type ImportCheck } from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { useTestApp } from '../../test/app';
import { categoryId, KETTLES, multipart, ok, supplier, uniqueSku, type Supplier } from '../catalog/testing';

/**
 * A feed of a category no marketplace leaf shares a word with (its name made unique, so other
 * runs' choices do not count), kettles by name, and a category named by nothing but its offers.
 */
function feed(unique: string): Buffer {
  const offer = (id: number, category: number, name: string) =>
    `<offer id="${id}" available="true"><name_ua>${name}</name_ua><price>100</price><currencyId>UAH</currencyId>` +
    `<categoryId>${category}</categoryId><vendorCode>${unique}-${id}</vendorCode><picture>https://example.com/${id}.jpg</picture></offer>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><categories>
<category id="1">Побутова техніка</category>
<category id="2" parentId="1">Електрочайники</category>
<category id="3">Всячина ${unique}</category>
<category id="4">Новинки ${unique}</category>
</categories><offers>
${offer(1, 2, 'Електрочайник Bosch 1,7 л')}
${offer(2, 3, 'Виріб')}
${offer(3, 4, 'Електрочайник Philips скляний')}
${offer(4, 4, 'Чайник електричний Tefal')}
${offer(5, 4, 'Електрочайник з підсвіткою')}
</offers></shop></yml_catalog>`);
}

describe('product imports: category suggestions say why and how sure (issue 31)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const check = async (s: Supplier, content: Buffer, locale = 'uk'): Promise<ImportCheck> => {
    const { payload, headers } = multipart([{ name: 'feed.xml', content }], 'file');
    const url = `/api${importsEndpoints.checkProductImport.path}`;
    const response = await t.call({
      method: 'POST',
      url,
      token: s.token,
      payload,
      headers: { ...headers, 'x-locale': locale },
    });
    return importCheckResponse.parse(ok(response)).data;
  };
  const confirm = async (s: Supplier, key: string, category_id: number | null) =>
    ok(
      await t.call({
        method: 'PUT',
        url: `/api${importsEndpoints.saveProductImportMappings.path}`,
        token: s.token,
        payload: { categories: [{ key, category_id }] },
      }),
    );
  const byId = (c: ImportCheck, id: string): ImportCategory => c.categories.find((category) => category.id === id)!;

  it('suggests by name and by the offers\u2019 names, with the reason and a confidence, and the feed parent of each', async () => {
    const s = await supplier(t);
    const kettles = await categoryId(s, KETTLES);
    const checked = await check(s, feed(uniqueSku('F')));

    expect(byId(checked, '2')).toMatchObject({
      parent_id: '1',
      category: { id: kettles, path: KETTLES },
      confirmed: false,
      suggestion: { reason: 'name', why: 'збіг назви', sellers: null },
    });
    expect(byId(checked, '2').suggestion!.confidence).toBeGreaterThanOrEqual(90);
    // Nothing in the name «Новинки …»: its offers (electric kettles by three words) say where they go, less surely.
    const byOffers = byId(checked, '4');
    expect(byOffers).toMatchObject({
      parent_id: null,
      category: { id: kettles },
      suggestion: { reason: 'offers', why: 'за назвами товарів' },
    });
    expect(byOffers.suggestion!.confidence).toBeLessThan(byId(checked, '2').suggestion!.confidence);
    // A name no leaf shares a word with, offers that name nothing: no guess.
    expect(byId(checked, '3')).toMatchObject({ category: null, suggestion: null });
    expect(checked.counts).toMatchObject({ create: 4, skip: 1 });
  });

  it('puts what two or more other sellers confirmed for the same feed path first, counted and never named', async () => {
    const [first, second, excluding, newcomer] = await Promise.all([
      supplier(t),
      supplier(t),
      supplier(t),
      supplier(t),
    ]);
    const kettles = await categoryId(newcomer, KETTLES);
    const content = feed(uniqueSku('F'));
    const key = byId(await check(newcomer, content), '3').key;

    // One seller's choice is theirs alone: it is not told to anyone.
    await confirm(first, key, kettles);
    expect(byId(await check(newcomer, content), '3')).toMatchObject({ category: null, suggestion: null });

    await confirm(second, key, kettles);
    await confirm(excluding, key, null); // not importing it is no vote for a category
    const checked = await check(newcomer, content);
    const confirmed = byId(checked, '3');
    expect(confirmed).toMatchObject({
      category: { id: kettles, path: KETTLES },
      confirmed: false,
      suggestion: { reason: 'others', why: 'підтвердили інші продавці (2)', sellers: 2 },
    });
    expect(confirmed.suggestion!.confidence).toBeGreaterThanOrEqual(90);
    expect(checked.counts).toMatchObject({ create: 5, skip: 0 });
    expect((await check(newcomer, content, 'en')).categories.find((c) => c.id === '3')!.suggestion!.why).toBe(
      'confirmed by other sellers (2)',
    );

    // Nothing says who: the category and its suggestion carry only the contract's fields, no seller's id, phone or email.
    expect(Object.keys(confirmed).sort()).toEqual(
      ['category', 'confirmed', 'id', 'key', 'name', 'new_offers', 'offers', 'parent_id', 'path', 'suggestion'].sort(),
    );
    expect(Object.keys(confirmed.suggestion!).sort()).toEqual(['confidence', 'reason', 'sellers', 'why']);
    const answer = JSON.stringify(checked);
    for (const other of [first, second, excluding]) {
      expect(answer).not.toContain(other.telephone);
      expect(answer).not.toContain(other.email);
    }
    expect(answer).not.toMatch(/supplier/i);

    // A seller's own choice is theirs, confirmed, not a suggestion of others.
    expect(byId(await check(first, content), '3')).toMatchObject({
      category: { id: kettles },
      confirmed: true,
      suggestion: null,
    });
  });
});
