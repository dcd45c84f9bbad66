import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { FEED_ROW_MAX_BYTES, FEED_TOKEN_MAX_CHARS } from './feed-limits';
import { openFeed } from './open-feed';
import type { FeedItem } from './yml-feed.reader';

/** `head`, then `fill` repeated in 64 KiB chunks up to `bytes`, then `tail`: never whole in memory. */
function streamed(head: string, fill: string, bytes: number, tail: string): Readable {
  const chunk = fill.repeat(Math.ceil(65_536 / fill.length));
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let sent = 0; sent < bytes; sent += chunk.length) yield Buffer.from(chunk);
      yield Buffer.from(tail);
    })(),
  );
}

async function readAll(input: Readable): Promise<FeedItem[]> {
  const { items } = await openFeed(input, 'uk');
  const all: FeedItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const refusal = (read: Promise<unknown>) =>
  read.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? { status: error.statusCode, code: error.code, message: error.message } : error,
  );

const offer = (description: string) =>
  `<offer id="1"><name>Чайник</name><price>1</price><vendorCode>K-1</vendorCode><description>${description}</description></offer>`;

describe('issue 29: a feed with a text or row longer than a feed may hold is refused, not held whole', () => {
  it('YML: a text past the bound between offers (here 2 MB of spaces) is a 422 in Ukrainian', async () => {
    const input = streamed(
      '<?xml version="1.0"?><yml_catalog><shop><offers>',
      ' ',
      2 * FEED_TOKEN_MAX_CHARS,
      '</offers></shop></yml_catalog>',
    );
    expect(await refusal(readAll(input))).toEqual({
      status: 422,
      code: 'feed_part_too_long',
      message:
        'У файлі є текст або рядок довший за 1 МБ: його не імпортовано. Перевірте, чи файл не пошкоджено, або розділіть його.',
    });
  });

  it('YML: a comment or an attribute past the bound is refused the same way', async () => {
    const comment = streamed(
      '<?xml version="1.0"?><yml_catalog><!--',
      'x',
      2 * FEED_TOKEN_MAX_CHARS,
      '--></yml_catalog>',
    );
    expect(await refusal(readAll(comment))).toMatchObject({ status: 422, code: 'feed_part_too_long' });
    const attribute = streamed(
      '<?xml version="1.0"?><yml_catalog date="',
      'x',
      2 * FEED_TOKEN_MAX_CHARS,
      '"></yml_catalog>',
    );
    expect(await refusal(readAll(attribute))).toMatchObject({ status: 422, code: 'feed_part_too_long' });
  });

  it('YML: a description as long as a product takes, in pieces split by comments, reads whole', async () => {
    const description = 'Опис. '.repeat(8_000);
    const xml = `<?xml version="1.0"?><yml_catalog><shop><offers>${offer(description.slice(0, 20_000) + '<!-- -->' + description.slice(20_000))}</offers></shop></yml_catalog>`;
    const offers = (await readAll(Readable.from([Buffer.from(xml)]))).flatMap((item) =>
      item.kind === 'offer' ? [item.offer] : [],
    );
    expect(offers[0]!.fields.get('description')).toBe(description.trim());
  });

  it('YML: pieces of one text that add up past the bound are refused', async () => {
    const piece = `${'x'.repeat(60_000)}<!---->`;
    const input = streamed(
      '<?xml version="1.0"?><yml_catalog><shop><offers><offer id="1"><description>',
      piece,
      2 * FEED_TOKEN_MAX_CHARS,
      '</description></offer></offers></shop></yml_catalog>',
    );
    expect(await refusal(readAll(input))).toMatchObject({ status: 422, code: 'feed_part_too_long' });
  });

  it('YML: whitespace between tags adds up to nothing, however long the feed', async () => {
    const input = streamed(
      '<?xml version="1.0"?><yml_catalog><shop><offers>',
      '<!---->\n',
      10 * FEED_TOKEN_MAX_CHARS,
      `${offer('Опис')}</offers></shop></yml_catalog>`,
    );
    const offers = (await readAll(input)).flatMap((item) => (item.kind === 'offer' ? [item.offer] : []));
    expect(offers.map((read) => read.fields.get('vendorCode'))).toEqual(['K-1']);
  });

  it('CSV: a row past the bound (no line break for 2 MB) is a 422, a quoted field with line breaks counts as its row', async () => {
    const endless = streamed('Код_товару;Назва_позиції\nK-1;', 'x', 2 * FEED_ROW_MAX_BYTES, '\n');
    expect(await refusal(readAll(endless))).toEqual({
      status: 422,
      code: 'feed_part_too_long',
      message:
        'У файлі є текст або рядок довший за 1 МБ: його не імпортовано. Перевірте, чи файл не пошкоджено, або розділіть його.',
    });
    const quoted = streamed('Код_товару;Назва_позиції\nK-1;"', 'рядок\n', 2 * FEED_ROW_MAX_BYTES, '"\n');
    expect(await refusal(readAll(quoted))).toMatchObject({ status: 422, code: 'feed_part_too_long' });
  });

  it('CSV: many rows with quoted, multi-line fields under the bound read whole', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => `K-${i};"Чайник ""${i}""\nдругий рядок";${i + 1}`);
    const csv = ['Код_товару;Назва_позиції;Ціна', ...rows].join('\n');
    const offers = (await readAll(Readable.from([Buffer.from(csv)]))).flatMap((item) =>
      item.kind === 'offer' ? [item.offer] : [],
    );
    expect(offers).toHaveLength(2_000);
    expect(offers[1_999]!.id).toBe('K-1999');
  });
});
