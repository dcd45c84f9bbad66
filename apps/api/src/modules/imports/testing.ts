import {
  productImportResponse,
  productImportSavedResponse,
  type ProductImportDetail,
} from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import type { TestContext } from '../../test/app';
import { multipart, ok, type Supplier } from '../catalog/testing';

/** A feed of `offers` kettles (category «Електрочайники»). */
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
<yml_catalog><shop><categories><category id="1">Побутова техніка</category><category id="2" parentId="1">Електрочайники</category><category id="3">Самогонні апарати</category></categories>
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
      ok<{ data: { sku: string; name: string; price: number; stock: number; status: string }[] }>(
        await s.get(`/products?q=${encodeURIComponent(sku)}`),
      ).data.find((product) => product.sku === sku),
  };
}
