import { pipeline, Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Entry } from 'unzipper';

/** How far a workbook may inflate, counted as it inflates (the sizes its zip headers declare are not trusted). */
export interface InflateLimits {
  /** Bytes one entry may inflate to. */
  entryBytes: number;
  /** Bytes all entries read may inflate to together. */
  totalBytes: number;
  /** Inflated bytes per compressed byte an entry may reach… */
  ratio: number;
  /** …once it is past this many inflated bytes (small parts of a workbook compress far better). */
  ratioAfterBytes: number;
}

const MIB = 1024 * 1024;
const SLICE_BYTES = 16 * 1024;

/**
 * A 100,000-row workbook (bench/imports.ts, 9.9 MB) inflates to 92 MB: its sheet 58 MB at 7×, its
 * shared strings 34 MB at 18×. A zip bomb's entry inflates a thousandfold.
 */
export const XLSX_INFLATE_LIMITS: InflateLimits = {
  entryBytes: 256 * MIB,
  totalBytes: 512 * MIB,
  ratio: 100,
  ratioAfterBytes: 16 * MIB,
};

export type InflateRefusal = (reason: 'too_large' | 'ratio') => Error;

export interface ZipEntry {
  path: string;
  /** The entry's inflated bytes; read it or leave it (the rest is drained, still counted, before the next entry). */
  content: Readable;
}

/**
 * The entries of a zip as it streams, each inflated through a count that fails the read with
 * `refuse(…)` as soon as an entry or the whole passes `limits`. Ending the iteration early stops
 * reading the input.
 */
export async function* zipEntries(
  input: Readable,
  limits: InflateLimits,
  refuse: InflateRefusal,
): AsyncGenerator<ZipEntry> {
  let compressed = 0;
  let total = 0;
  // unzipper loads with the first workbook, not with the process (ADR 0053).
  const { Parse } = await import('unzipper');
  const parser = Parse({ forceStream: true });
  // The parser queues 16 writes: handed 16 KB at a time, what it was handed stays within ~300 KB of what it has inflated.
  const slices = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
        const slice = chunk.subarray(at, at + SLICE_BYTES);
        compressed += slice.length;
        this.push(slice);
      }
      done();
    },
  });
  let content: Readable | null = null;
  // A failure (a damaged entry, the upload cut) also ends the entry being read: unzipper leaves it open.
  const fail = (error: Error | null) => {
    if (error) content?.destroy(error);
  };
  parser.on('error', fail); // kept after the pipeline ends: unzipper may emit again (the entry, then the parse it broke)
  pipeline(input, slices, parser, fail);
  try {
    for await (const entry of parser as AsyncIterable<Entry>) {
      const start = compressed;
      let inflated = 0;
      content = entry.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            inflated += chunk.length;
            total += chunk.length;
            if (inflated > limits.entryBytes || total > limits.totalBytes) return done(refuse('too_large'));
            // The compressed bytes handed to the parser since the entry began: its own, and what the parser holds unread.
            if (inflated > limits.ratioAfterBytes && inflated > limits.ratio * (compressed - start)) {
              return done(refuse('ratio'));
            }
            done(null, chunk);
          },
        }),
      );
      // Its reader hears a failure through its own reading; a failure after the reader is done must not go uncaught.
      content.on('error', () => undefined);
      if (entry.type === 'File') yield { path: entry.path, content };
      if (!content.readableEnded) {
        content.resume();
        await finished(content);
      }
    }
  } finally {
    parser.destroy();
    input.destroy();
  }
}
