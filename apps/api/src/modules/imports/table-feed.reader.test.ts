import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openFeed } from './open-feed';
import type { FeedItem } from './yml-feed.reader';

async function itemsOf(content: string) {
  const { format, items } = await openFeed(Readable.from([Buffer.from(content)]), 'uk');
  const all: FeedItem[] = [];
  for await (const item of items) all.push(item);
  return { format, all };
}

describe('spreadsheet feeds (issue 13)', () => {
  it('reads a «;» CSV with a BOM as Excel writes it: characteristic triples by position, availability codes, pictures', async () => {
    const csv = [
      '\uFEFFКод_товару;Назва_позиції_укр;Ціна;Наявність;Посилання_зображення;Назва_Характеристики;Одиниця_виміру_Характеристики;Значення_Характеристики;Назва_Характеристики;Одиниця_виміру_Характеристики;Значення_Характеристики',
      'K-1;Чайник;"1 299,50";-;https://a.ua/1.jpg,https://a.ua/2.jpg;Обʼєм;л;1,7;;;',
      ';;;;;;;;;;',
      'K-2;Кавоварка;3000;+;;Колір;;Чорний;Потужність;Вт;1500',
    ].join('\r\n');
    const { format, all } = await itemsOf(csv);
    expect(format).toBe('csv');
    const offers = all.flatMap((item) => (item.kind === 'offer' ? [item.offer] : []));
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({ id: 'K-1', available: 'false', line: 2 });
    expect(offers[0]!.fields.get('price')).toBe('1 299,50');
    expect(offers[0]!.pictures).toEqual(['https://a.ua/1.jpg', 'https://a.ua/2.jpg']);
    expect(offers[0]!.params).toEqual([{ name: 'Обʼєм', unit: 'л', value: '1,7' }]);
    expect(offers[1]!.params).toEqual([
      { name: 'Колір', unit: null, value: 'Чорний' },
      { name: 'Потужність', unit: 'Вт', value: '1500' },
    ]);
  });

  it('a table without a SKU or name column is no feed', async () => {
    const { all } = await itemsOf('колонка;інша\n1;2\n');
    expect(all).toEqual([]);
  });
});
