import { Readable } from 'node:stream';
import type { Locale } from '@supplier/contracts/constants';
import { readTableFeed } from './table-feed.reader';
import { readYmlFeed, type FeedItem } from './yml-feed.reader';

export type FeedFormat = 'yml' | 'xlsx' | 'csv';

/**
 * An uploaded feed, whatever it is, told by its first bytes: a workbook (a zip), XML (YML), or
 * else CSV; and its items as it streams. A workbook that inflates too far (a zip bomb), or a text
 * longer than a feed may hold, fails the read with a 422 in `locale`.
 */
export async function openFeed(
  input: Readable,
  locale: Locale,
): Promise<{ format: FeedFormat; items: AsyncIterable<FeedItem> }> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  const start: Buffer = first.done ? Buffer.alloc(0) : first.value;
  const rest = Readable.from(
    (async function* () {
      if (start.length > 0) yield start;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  if (start[0] === 0x50 && start[1] === 0x4b)
    return { format: 'xlsx', items: readTableFeed(rest, 'xlsx', start, locale) };
  if (start.length === 0 || /^(?:\xEF\xBB\xBF)?\s*</.test(start.subarray(0, 64).toString('latin1'))) {
    return { format: 'yml', items: readYmlFeed(rest, locale) };
  }
  return { format: 'csv', items: readTableFeed(rest, 'csv', start, locale) };
}
