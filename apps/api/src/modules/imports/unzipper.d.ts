// unzipper ships no types; only its streaming parser is used (xlsx-entries.ts).
declare module 'unzipper' {
  import type { Duplex, PassThrough } from 'node:stream';

  export interface Entry extends PassThrough {
    path: string;
    type: 'File' | 'Directory';
  }

  /** A stream taking a zip's bytes and giving its entries (object mode) as their local headers come. */
  export function Parse(options?: { forceStream?: boolean }): Duplex;
}
