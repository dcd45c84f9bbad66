import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { FetchRefused, fetchableUrl, publicOnlyLookup } from '../../lib/public-fetch';

/** Why a feed URL could not be fetched; each has a Ukrainian message in imports.messages.ts. */
export type FeedFetchProblem =
  | 'source_bad_url'
  | 'source_private_address'
  | 'source_timeout'
  | 'source_too_large'
  | 'source_status'
  | 'source_redirects'
  | 'source_unreachable';

export class FeedFetchError extends Error {
  constructor(
    readonly problem: FeedFetchProblem,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${problem} ${JSON.stringify(params)}`);
    this.name = 'FeedFetchError';
  }
}

/** The feed's own words for a refusal of the public-only fetch (lib/public-fetch.ts). */
function feedError(error: FetchRefused): FeedFetchError {
  if (error.reason === 'bad_url') return new FeedFetchError('source_bad_url');
  if (error.reason === 'private_address') return new FeedFetchError('source_private_address', { host: error.detail });
  return new FeedFetchError('source_unreachable', { reason: error.detail || error.reason });
}

/** A URL a feed may be fetched from: http(s), no credentials, and (outside the local mode) no private IP literal. */
export function feedUrl(text: string, allowPrivate: boolean): URL {
  try {
    return fetchableUrl(text, allowPrivate);
  } catch (error) {
    throw error instanceof FetchRefused ? feedError(error) : error;
  }
}

export interface FeedFetchOptions {
  /** What the server last answered, sent back as If-None-Match / If-Modified-Since. */
  etag: string | null;
  lastModified: string | null;
  /** The local mode: loopback and private addresses may be fetched (a feed served on this machine). */
  allowPrivate: boolean;
  maxBytes: number;
  /** The whole fetch, from the first connection to the last byte. */
  timeoutMs: number;
  /** Stores the body as it streams; answers where (the private storage URL). */
  store: (body: Readable) => Promise<string>;
  /** Removes what `store` kept when the body turned out to fail after all. */
  remove?: (fileUrl: string) => Promise<void>;
}

export type FeedFetchResult =
  | { kind: 'not_modified' }
  | {
      kind: 'fetched';
      fileUrl: string;
      /** SHA-256 of the (decoded) content. */
      hash: string;
      etag: string | null;
      lastModified: string | null;
      bytes: number;
    };

const REDIRECTS_MAX = 5;
/** Silence on the connection this long ends the fetch too. */
const IDLE_MS = 15_000;

function answer(url: URL, headers: Record<string, string>, options: FeedFetchOptions, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        headers,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
        signal,
        timeout: IDLE_MS,
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new FeedFetchError('source_timeout')));
    request.on('error', reject);
    request.end();
  });
}

/** The body as sent, decoded (gzip, deflate, br), counted against `maxBytes` and hashed. */
function decoded(response: IncomingMessage, maxBytes: number) {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new FeedFetchError('source_too_large', { mb: maxBytes / 1024 / 1024 }));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // The body flows as soon as it is piped, before the storage reads it: the first failure is kept
  // here (and answered by `failure`) so that it is never an unhandled 'error'.
  let failure: Error | null = null;
  counter.on('error', (error) => {
    failure ??= error;
  });
  const fail = (error: Error) => counter.destroy(error);
  response.on('error', fail);
  if (decoder) {
    decoder.on('error', () => fail(new FeedFetchError('source_unreachable', { reason: `${encoding}` })));
    response.pipe(decoder).pipe(counter);
  } else response.pipe(counter);
  return {
    body: counter as Readable,
    failure: () => failure,
    digest: () => ({ hash: hash.digest('hex'), bytes }),
  };
}

/**
 * Fetches a feed URL with a conditional request: 304 is `not_modified`; 200 streams the body into
 * the storage (`store`), counted against the size limit and hashed. Redirects are followed (at
 * most 5, each checked as the first URL), every connection's addresses are checked (no private
 * ones outside the local mode), and the whole fetch has one deadline.
 */
export async function fetchFeed(text: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = {
    'user-agent': 'supplier-panel-feed-sync/1.0',
    accept:
      'application/xml, text/xml, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  const timedOut = (error: unknown) =>
    signal.aborted || (error as { name?: string }).name === 'AbortError' ? new FeedFetchError('source_timeout') : error;
  let url = feedUrl(text, options.allowPrivate);
  for (let redirects = 0; ; redirects += 1) {
    let response: IncomingMessage;
    try {
      response = await answer(url, headers, options, signal);
    } catch (error) {
      const cause = timedOut(error);
      if (cause instanceof FeedFetchError) throw cause;
      if (cause instanceof FetchRefused) throw feedError(cause);
      throw new FeedFetchError('source_unreachable', { reason: (cause as { code?: string }).code ?? 'network' });
    }
    const status = response.statusCode ?? 0;
    if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
      response.resume();
      if (redirects >= REDIRECTS_MAX) throw new FeedFetchError('source_redirects', { max: REDIRECTS_MAX });
      url = feedUrl(new URL(response.headers.location, url).toString(), options.allowPrivate);
      continue;
    }
    if (status === 304) {
      response.resume();
      return { kind: 'not_modified' };
    }
    if (status !== 200) {
      response.resume();
      throw new FeedFetchError('source_status', { status });
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (!response.headers['content-encoding'] && declared > options.maxBytes) {
      response.destroy();
      throw new FeedFetchError('source_too_large', { mb: options.maxBytes / 1024 / 1024 });
    }
    const { body, digest, failure } = decoded(response, options.maxBytes);
    let fileUrl: string;
    try {
      fileUrl = await options.store(body);
      const failed = failure();
      if (failed) {
        await options.remove?.(fileUrl);
        throw failed;
      }
    } catch (error) {
      response.destroy();
      const cause = timedOut(failure() ?? error);
      if (cause instanceof FeedFetchError) throw cause;
      throw new FeedFetchError('source_unreachable', { reason: (cause as { code?: string }).code ?? 'network' });
    }
    const header = (name: string) => {
      const value = response.headers[name];
      return typeof value === 'string' && value.length <= 500 ? value : null;
    };
    return { kind: 'fetched', fileUrl, ...digest(), etag: header('etag'), lastModified: header('last-modified') };
  }
}
