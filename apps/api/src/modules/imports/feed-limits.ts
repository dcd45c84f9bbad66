import { Transform, type TransformCallback } from 'node:stream';
import type { Locale } from '@supplier/contracts/constants';
import { PRODUCT_DESCRIPTION_MAX } from '@supplier/contracts/products';
import { httpErrors } from '../../errors';
import { importsText } from './imports.messages';

/**
 * The longest text, tag or comment a YML feed may hold, in characters: 20 times the longest
 * description a product takes. The XML parser holds each whole until its end.
 */
export const FEED_TOKEN_MAX_CHARS = 20 * PRODUCT_DESCRIPTION_MAX;

/**
 * The longest row a CSV feed may hold, in bytes: ten of the longest descriptions. The CSV parser
 * holds a row whole and reads it again with each chunk, so a longer bound costs time as well.
 */
export const FEED_ROW_MAX_BYTES = 1024 * 1024;

const mb = (size: number) => Math.round((size / 1024 / 1024) * 10) / 10;

/** The refusal of a feed with a text or row past these limits: 200 MB of one text would end the process. */
export const feedPartTooLong = (locale: Locale, size: number) =>
  httpErrors.unprocessable('feed_part_too_long', importsText(locale, 'feed_part_too_long', { mb: mb(size) }));

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Passes a CSV through, failing with `feedPartTooLong` once a row (up to a line break outside
 * quotes) passes `FEED_ROW_MAX_BYTES`.
 */
export function boundedCsvRows(locale: Locale, maxBytes = FEED_ROW_MAX_BYTES): Transform {
  let quoted = false;
  let row = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      let at = 0;
      while (at < chunk.length) {
        const next = quoted ? chunk.indexOf(QUOTE, at) : nextOf(chunk, at);
        if (next === -1) {
          row += chunk.length - at;
          break;
        }
        row += next - at + 1;
        if (chunk[next] === QUOTE) quoted = !quoted;
        else row = 0;
        at = next + 1;
      }
      callback(row > maxBytes ? feedPartTooLong(locale, maxBytes) : null, chunk);
    },
  });
}

/** The next quote or line feed outside quotes. */
function nextOf(chunk: Buffer, from: number): number {
  const quote = chunk.indexOf(QUOTE, from);
  const lineFeed = chunk.indexOf(LINE_FEED, from);
  if (quote === -1) return lineFeed;
  return lineFeed === -1 ? quote : Math.min(quote, lineFeed);
}
