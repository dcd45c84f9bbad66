import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get as httpGet, request as httpRequest } from 'node:http';
import { get as httpsGet, request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetching what a stranger names by URL (a buyer's photo, a chat attachment, a supplier's feed)
 * without letting them reach this network (server-side request forgery, PROTOCOLS.md 6.1):
 * http(s) only, no credentials in the URL, and outside the local mode no loopback, private,
 * link-local or otherwise non-public address, checked on the addresses each connection uses at
 * the moment it connects, so a name that resolves elsewhere later (DNS rebinding) gains nothing.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not public; anything not an IP is. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true;
}

/** Why a URL is not fetched. */
export type FetchRefusal = 'bad_url' | 'private_address' | 'unreachable' | 'timeout' | 'too_large' | 'status';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.name = 'FetchRefused';
  }
}

/** A dns.lookup that refuses non-public addresses (give it to http.request as `lookup`). */
export function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      if (addresses.length === 0) return callback(new FetchRefused('unreachable', `no address for ${hostname}`), '', 0);
      if (addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new FetchRefused('private_address', hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A URL that may be fetched: http(s), no credentials, and (unless `allowPrivate`) no private IP or localhost name. */
export function fetchableUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused('bad_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new FetchRefused('bad_url');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) ? isPrivateAddress(host) : /^localhost$|\.localhost$/i.test(host))) {
    throw new FetchRefused('private_address', host);
  }
  return url;
}

/**
 * A small file (a photo, an attachment) read whole: a 2xx answer only, no redirects, at most
 * `maxBytes`, within `timeoutMs` of silence.
 */
export async function fetchSmallFile(
  text: string,
  options: { allowPrivate: boolean; maxBytes: number; timeoutMs: number },
): Promise<Buffer> {
  const url = fetchableUrl(text, options.allowPrivate);
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise<Buffer>((resolve, reject) => {
    const request = get(
      url,
      { timeout: options.timeoutMs, ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup() }) },
      (response) => {
        const status = response.statusCode ?? 0;
        const declared = Number(response.headers['content-length'] ?? '0');
        if (status < 200 || status >= 300) {
          response.destroy();
          return reject(new FetchRefused('status', String(status)));
        }
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new FetchRefused('too_large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new FetchRefused('too_large'));
          } else {
            chunks.push(chunk);
          }
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new FetchRefused('timeout')));
    request.on('error', reject);
  });
}

/**
 * A POST to a URL a supplier named (their webhook endpoint), with the same address checks and
 * connect-time lookup: no redirects followed, the answer's status and at most `keepBytes` of its
 * body (what a delivery log shows), within `timeoutMs` in all.
 */
export async function postToPublicUrl(
  text: string,
  options: {
    allowPrivate: boolean;
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    keepBytes?: number;
  },
): Promise<{ status: number; body: string }> {
  const url = fetchableUrl(text, options.allowPrivate);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const keep = options.keepBytes ?? 1024;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => request.destroy(new FetchRefused('timeout')), options.timeoutMs);
    const done =
      <T>(settle: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        settle(value);
      };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < keep) chunks.push(chunk);
          size += chunk.length;
          if (size > 64 * 1024) response.destroy();
        });
        const finish = () =>
          done(resolve)({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, keep).toString('utf8'),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('error', done(reject));
    request.end(options.body);
  });
}
