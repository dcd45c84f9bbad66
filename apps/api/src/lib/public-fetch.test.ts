import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
