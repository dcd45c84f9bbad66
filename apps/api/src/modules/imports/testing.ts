import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  importSourceSavedResponse,
  importSourcesResponse,
  productImportResponse,
  productImportSavedResponse,
  productImportsResponse,
  type ImportSource,
  type ProductImportDetail,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import type { TestContext } from '../../test/app';
import { multipart, ok, type Supplier } from '../catalog/testing';

/** A feed of `offers` kettles (category «Електрочайники»; «Всячина», 3, no marketplace category shares a word with). */
export function feed(
  offers: { sku: string; name: string; price: string; stock?: number; category?: string }[],
): Buffer {
  const body = offers
    .map(
      (o, index) =>
        `<offer id="${index + 1}" available="true"><name_ua>${o.name}</name_ua><price>${o.price}</price>` +
        `<categoryId>${o.category ?? '2'}</categoryId><vendorCode>${o.sku}</vendorCode>` +
        `${o.stock === undefined ? '' : `<stock_quantity>${o.stock}</stock_quantity>`}</offer>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><categories><category id="1">Побутова техніка</category><category id="2" parentId="1">Електрочайники</category><category id="3">Всячина</category></categories>
<offers>
${body}
</offers></shop></yml_catalog>`);
}

/** A test app's import calls: runs started and read as the panel does, jobs run when the test says. */
export function importCalls(t: TestContext) {
  return {
    drain: async () => {
      while ((await t.app.jobs.runOnce()) > 0);
    },
    start: async (s: Supplier, content: Buffer, fields: Record<string, string> = {}) =>
      t
        .call({
          method: 'POST',
          url: `/api${importsEndpoints.startProductImport.path}`,
          token: s.token,
          ...multipart([{ name: 'feed.xml', content }], 'file', fields),
        })
        .then((response) => productImportSavedResponse.parse(ok(response, 201)).data),
    run: async (s: Supplier, id: number): Promise<ProductImportDetail> =>
      productImportResponse.parse(ok(await s.get(`/product-imports/${id}`))).data,
    bySku: async (s: Supplier, sku: string) =>
      ok<{ data: { id: number; sku: string; name: string; price: number; stock: number; status: string }[] }>(
        await s.get(`/products?q=${encodeURIComponent(sku)}`),
      ).data.find((product) => product.sku === sku),
  };
}

/** A feed of kettles (category «Електрочайники»), offer ids as given. */
export function offersFeed(offers: { id: string; sku: string; name: string; price: string }[]): string {
  const body = offers
    .map(
      (o) =>
        `<offer id="${o.id}" available="true"><name_ua>${o.name}</name_ua><price>${o.price}</price>` +
        `<categoryId>2</categoryId><vendorCode>${o.sku}</vendorCode></offer>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog><shop><categories><category id="1">Побутова техніка</category><category id="2" parentId="1">Електрочайники</category></categories>
<offers>
${body}
</offers></shop></yml_catalog>`;
}

/** A feed server on a loopback port: one path per feed, an ETag by content, 304 to a matching If-None-Match. */
export class FeedServer {
  readonly feeds = new Map<string, { body: string; etag: boolean; status?: number; delayMs?: number }>();
  readonly requests: { path: string; headers: IncomingHttpHeaders; status: number }[] = [];
  #server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const path = request.url ?? '/';
      const found = this.feeds.get(path);
      const answer = (status: number, body = '', headers: Record<string, string> = {}) => {
        this.requests.push({ path, headers: request.headers, status });
        response.writeHead(status, headers).end(body);
      };
      if (!found) return answer(404, 'no such feed');
      if (found.status) return answer(found.status, 'down');
      const send = () => {
        const tag = `"${createHash('sha256').update(found.body).digest('hex').slice(0, 16)}"`;
        if (found.etag && request.headers['if-none-match'] === tag) return answer(304);
        answer(200, found.body, { 'content-type': 'application/xml', ...(found.etag ? { etag: tag } : {}) });
      };
      if (found.delayMs) setTimeout(send, found.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

/** A test app's feed URL calls over a feed server: sources added and listed, feeds served at new paths. */
export function sourceCalls(server: FeedServer) {
  let paths = 0;
  return {
    sources: async (s: Supplier): Promise<ImportSource[]> =>
      importSourcesResponse.parse(ok(await s.get('/product-import-sources'))).data,
    runs: async (s: Supplier) => productImportsResponse.parse(ok(await s.get('/product-imports'))).data,
    add: async (s: Supplier, body: Record<string, unknown>) =>
      importSourceSavedResponse.parse(ok(await s.post('/product-import-sources', body), 201)),
    served: (body: string, options: { etag?: boolean } = {}) => {
      paths += 1;
      const path = `/feed-${paths}.xml?token=secret`;
      server.feeds.set(path, { body, etag: options.etag ?? true });
      return { path, url: `${server.origin}${path}` };
    },
  };
}
