import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { FetchRefused, fetchSmallFile, fetchableUrl, isPrivateAddress, publicOnlyLookup } from './public-fetch';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof FetchRefused ? error.reason : String(error)),
  );

describe('fetching what a stranger names by URL', () => {
  it('tells loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '172.20.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      '64:ff9b::7f00:1',
      'not-an-address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('issue 29 item 8: refuses every special-purpose range, in its IPv4 and IPv6 forms', () => {
    // One address of each IPv4 range; each is refused as such, mapped, through NAT64 and as 6to4.
    const ipv4 = [
      ['0.0.0.0/8', '0.1.2.3'],
      ['10.0.0.0/8', '10.200.0.1'],
      ['100.64.0.0/10', '100.127.255.254'],
      ['127.0.0.0/8', '127.0.0.1'],
      ['169.254.0.0/16', '169.254.169.254'],
      ['172.16.0.0/12', '172.31.255.1'],
      ['192.0.0.0/24', '192.0.0.170'],
      ['192.0.2.0/24', '192.0.2.2'],
      ['192.88.99.0/24', '192.88.99.1'],
      ['192.168.0.0/16', '192.168.1.1'],
      ['198.18.0.0/15', '198.19.0.1'],
      ['198.51.100.0/24', '198.51.100.7'],
      ['203.0.113.0/24', '203.0.113.9'],
      ['224.0.0.0/4', '239.255.255.250'],
      ['240.0.0.0/4', '240.0.0.1'],
      ['255.255.255.255', '255.255.255.255'],
    ];
    const hex = (address: string) => {
      const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    };
    const letThrough: string[] = [];
    for (const [range, address] of ipv4) {
      const [high, low] = hex(address!);
      const forms = [
        address!,
        `::ffff:${address}`,
        `::ffff:${high}:${low}`,
        `[::ffff:${address}]`,
        `64:ff9b::${address}`,
        `64:ff9b::${high}:${low}`,
        `2002:${high}:${low}::1`,
      ];
      for (const form of forms) if (!isPrivateAddress(form, {})) letThrough.push(`${range}: ${form}`);
    }
    for (const [range, address] of [
      ['::/128', '::'],
      ['::1/128', '::1'],
      ['::/96 (IPv4-compatible)', '::7f00:1'],
      ['64:ff9b:1::/48', '64:ff9b:1::808:808'],
      ['100::/64', '100::1'],
      ['2001::/23', '2001:2::1'],
      ['2001::/32 (Teredo)', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
      ['2001:db8::/32', '2001:db8::1'],
      ['3fff::/20', '3fff::1'],
      ['5f00::/16', '5f00::1'],
      ['fc00::/7', 'fd12:3456::1'],
      ['fe80::/10', 'fe80::1'],
      ['fe80::/10 with a zone', 'fe80::1%eth0'],
      ['fec0::/10', 'fec0::1'],
      ['ff00::/8', 'ff02::1'],
      ['not global unicast', '4000::1'],
      ['SIIT ::ffff:0:0:0/96', '::ffff:0:808:808'],
      ['not an address', 'shop.example.ua'],
    ]) {
      if (!isPrivateAddress(address!, {})) letThrough.push(`${range}: ${address}`);
    }
    expect(letThrough).toEqual([]);
  });

  it('issue 29 item 8: refuses every address of this machine, and still takes public ones', async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry!.address);
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) {
      expect(isPrivateAddress(address), address).toBe(true);
      const url = `http://${address.includes(':') ? `[${address}]` : address}:3000/feed.xml`;
      const options = { allowPrivate: false, maxBytes: 1024, timeoutMs: 1_000 };
      expect(await refusal(fetchSmallFile(url, options)), url).toBe('private_address');
    }
    // A machine whose interface has a public address (or one in a documentation range, as the issue's had).
    const machine = {
      eth0: [
        {
          address: '8.8.4.4',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: null,
        },
        {
          address: '2a00:1450:4001:82a::200e',
          netmask: 'ffff:ffff:ffff:ffff::',
          family: 'IPv6',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: null,
          scopeid: 0,
        },
      ],
    } as ReturnType<typeof networkInterfaces>;
    for (const address of [
      '8.8.4.4',
      '::ffff:8.8.4.4',
      '64:ff9b::808:404',
      '2002:808:404::1',
      '2a00:1450:4001:82a::200e',
    ]) {
      expect(isPrivateAddress(address, machine), address).toBe(true);
      expect(isPrivateAddress(address, {}), address).toBe(false);
    }
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '193.0.2.1',
      '2a00:1450:4001:82a::200e',
      '[2606:4700:4700::1111]',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPrivateAddress(address, {}), address).toBe(false);
    }
  });

  it('takes http(s) without credentials, and refuses private literals and localhost outside the local mode', () => {
    expect(fetchableUrl('https://shop.example.ua/feed.xml', false).hostname).toBe('shop.example.ua');
    expect(fetchableUrl('http://127.0.0.1:8080/feed.xml', true).port).toBe('8080');
    const reason = (text: string) => {
      try {
        fetchableUrl(text, false);
        return null;
      } catch (error) {
        return (error as FetchRefused).reason;
      }
    };
    expect(reason('file:///etc/passwd')).toBe('bad_url');
    expect(reason('ftp://shop.example.ua/feed.xml')).toBe('bad_url');
    expect(reason('https://user:secret@shop.example.ua/')).toBe('bad_url');
    expect(reason('not a url')).toBe('bad_url');
    expect(reason('http://127.0.0.1/x.png')).toBe('private_address');
    expect(reason('http://[::1]/x.png')).toBe('private_address');
    expect(reason('http://169.254.169.254/latest/meta-data')).toBe('private_address');
    expect(reason('http://localhost/x.png')).toBe('private_address');
  });

  it('checks the addresses a name resolves to when the connection is made', async () => {
    const lookup = publicOnlyLookup();
    const result = await new Promise<unknown>((resolve) =>
      lookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(result).toBeInstanceOf(FetchRefused);
    expect((result as FetchRefused).reason).toBe('private_address');
  });

  it('reads a small file whole, and refuses an error answer or one over the limit', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/big') return response.end(Buffer.alloc(2048));
      if (request.url === '/gone') return response.writeHead(404).end();
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const options = { allowPrivate: true, maxBytes: 1024, timeoutMs: 5_000 };
      expect((await fetchSmallFile(`${base}/ok`, options)).toString()).toBe('hello');
      expect(await refusal(fetchSmallFile(`${base}/big`, options))).toBe('too_large');
      expect(await refusal(fetchSmallFile(`${base}/gone`, options))).toBe('status');
      expect(await refusal(fetchSmallFile(`${base}/ok`, { ...options, allowPrivate: false }))).toBe('private_address');
    } finally {
      server.close();
    }
  });
});
