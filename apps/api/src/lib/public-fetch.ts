import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get as httpGet, request as httpRequest } from 'node:http';
import { get as httpsGet, request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Fetching what a stranger names by URL (a buyer's photo, a chat attachment, a supplier's feed)
 * without letting them reach this network (server-side request forgery, PROTOCOLS.md 6.1):
 * http(s) only, no credentials in the URL, and outside the local mode only public addresses,
 * checked on the addresses each connection uses at the moment it connects, so a name that
 * resolves elsewhere later (DNS rebinding) or a redirect gains nothing.
 */

/**
 * IPv4 networks that are not public: those of IANA's IPv4 Special-Purpose Address Registry that
 * are not globally reachable (192.0.0.0/24 whole), the deprecated 6to4 relay anycast, multicast
 * and the limited broadcast.
 */
const IPV4_SPECIAL = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (limited broadcast)
] as const;

/**
 * IPv6 networks that are not public, from IANA's IPv6 Special-Purpose Address Registry. The
 * forms that carry an IPv4 address (mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * are refused by the address they carry, below; and anything outside global unicast (2000::/3)
 * is refused whatever it is.
 */
const IPV6_SPECIAL = [
  ['::', 96], // unspecified ::/128, loopback ::1, and the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 63], // discard-only 100::/64, dummy prefix 100:0:0:1::/64
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 included
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const;

/** The IPv4 address `a.b.c.d` inside 6to4's 2002::/16, as `2002:aabb:ccdd::`. */
const sixToFour = (ipv4: string) => {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::`;
};

/** An IPv4 network into `list`, also as IPv6 carries it: NAT64 and 6to4 (BlockList matches mapped ::ffff:a.b.c.d itself). */
function addIpv4(list: BlockList, network: string, prefix: number): void {
  list.addSubnet(network, prefix, 'ipv4');
  list.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  list.addSubnet(sixToFour(network), 16 + prefix, 'ipv6');
}

const special = new BlockList();
for (const [network, prefix] of IPV4_SPECIAL) addIpv4(special, network, prefix);
for (const [network, prefix] of IPV6_SPECIAL) special.addSubnet(network, prefix, 'ipv6');

/** Where a public IPv6 address may be: global unicast, or an IPv4 one mapped or translated (NAT64). */
const routableIpv6 = new BlockList();
routableIpv6.addSubnet('2000::', 3, 'ipv6');
routableIpv6.addSubnet('::ffff:0:0', 96, 'ipv6');
routableIpv6.addSubnet('64:ff9b::', 96, 'ipv6');

/** The addresses of this machine's own network interfaces, as they are now. */
function ownAddresses(interfaces: ReturnType<typeof networkInterfaces>): BlockList {
  const own = new BlockList();
  for (const entry of Object.values(interfaces).flat()) {
    if (entry?.family === 'IPv4') addIpv4(own, entry.address, 32);
    else if (entry) own.addAddress(entry.address.replace(/%.*$/, ''), 'ipv6');
  }
  return own;
}

/**
 * Whether an IP address is not public: in a special-purpose range (loopback, private, link-local,
 * documentation, multicast…, also when carried inside an IPv6 address) or an address of this
 * machine itself; anything not an IP is. `interfaces` are this machine's (a test gives its own).
 */
export function isPrivateAddress(address: string, interfaces?: ReturnType<typeof networkInterfaces>): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  // A zone (fe80::1%eth0) only ever names a link-local address.
  if (family === 0 || bare.includes('%')) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return (
    special.check(bare, type) ||
    (type === 'ipv6' && !routableIpv6.check(bare, type)) ||
    ownAddresses(interfaces ?? networkInterfaces()).check(bare, type)
  );
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
