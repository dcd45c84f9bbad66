import { Readable } from 'node:stream';
import type { AttributeValue } from '@supplier/contracts/attributes';
import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { ProductExportFormat } from '@supplier/contracts/products';
import { tableFile, type TableColumn } from '../../lib/table-file';
import { catalogText } from './catalog.messages';
import type { ExportRow } from './products-export.repository';

/** Characteristics beyond this many are left out of the table (a feed keeps them all). */
const PARAM_COLUMNS_MAX = 60;

const money = (kopiyky: string | number | null) => (kopiyky === null ? '' : kopiykyToHryvnias(Number(kopiyky)));

function valueText(value: AttributeValue, locale: Locale): string {
  if (typeof value === 'boolean') return catalogText(locale, value ? 'export_yes' : 'export_no');
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Our template's columns; characteristics follow as name/unit/value triples, as Prom writes them. */
function columns(locale: Locale, paramsWidth: number, absolute: (url: string) => string): TableColumn<ExportRow>[] {
  const text = (key: Parameters<typeof catalogText>[1]) => catalogText(locale, key);
  const fixed: TableColumn<ExportRow>[] = [
    { header: text('export_sku'), width: 16, cell: (p) => p.sku },
    { header: text('export_name'), width: 40, cell: (p) => p.name },
    { header: text('export_name_en'), width: 30, cell: (p) => p.name_en ?? '' },
    { header: text('export_category_id'), width: 12, cell: (p) => p.category_id },
    { header: text('export_category'), width: 24, cell: (p) => p.category_name },
    { header: text('export_price'), width: 12, cell: (p) => money(p.price), numFmt: '#,##0.00' },
    { header: text('export_old_price'), width: 12, cell: (p) => money(p.old_price), numFmt: '#,##0.00' },
    { header: text('export_stock'), width: 10, cell: (p) => p.stock },
    { header: text('export_availability'), width: 14, cell: (p) => p.availability },
    { header: text('export_status'), width: 12, cell: (p) => p.status },
    { header: text('export_barcode'), width: 16, cell: (p) => p.barcode ?? '' },
    { header: text('export_brand'), width: 16, cell: (p) => p.brand ?? '' },
    { header: text('export_shelving'), width: 12, cell: (p) => p.shelving_code ?? '' },
    { header: text('export_images'), width: 40, cell: (p) => p.images.map(absolute).join(', ') },
    { header: text('export_description'), width: 60, cell: (p) => p.description },
  ];
  const params = Array.from({ length: Math.min(paramsWidth, PARAM_COLUMNS_MAX) }, (_, index) => {
    const at = (p: ExportRow) => p.params[index];
    return [
      { header: text('export_param_name'), width: 20, cell: (p: ExportRow) => at(p)?.name ?? '' },
      { header: text('export_param_unit'), width: 10, cell: (p: ExportRow) => at(p)?.unit ?? '' },
      {
        header: text('export_param_value'),
        width: 20,
        cell: (p: ExportRow) => {
          const param = at(p);
          return param ? valueText(param.value, locale) : '';
        },
      },
    ];
  }).flat();
  return [...fixed, ...params];
}

/** Text as XML character data: the five special characters escaped, control characters dropped. */
function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  );
}

/** HTML as a CDATA section (a `]]>` inside is split across two sections). */
const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function offerXml(p: ExportRow, locale: Locale, absolute: (url: string) => string): string {
  const available = p.status === 'active' && p.availability !== 'out_of_stock';
  const parts = [
    `<offer id="${p.id}" available="${available}">`,
    `<price>${money(p.price)}</price>`,
    p.old_price === null ? '' : `<oldprice>${money(p.old_price)}</oldprice>`,
    '<currencyId>UAH</currencyId>',
    `<categoryId>${p.category_id}</categoryId>`,
    ...p.images.map((url) => `<picture>${xmlText(absolute(url))}</picture>`),
    `<name>${xmlText(p.name)}</name>`,
    `<name_ua>${xmlText(p.name)}</name_ua>`,
    p.brand ? `<vendor>${xmlText(p.brand)}</vendor>` : '',
    `<vendorCode>${xmlText(p.sku)}</vendorCode>`,
    p.barcode ? `<barcode>${xmlText(p.barcode)}</barcode>` : '',
    `<description>${cdata(p.description)}</description>`,
    `<description_ua>${cdata(p.description)}</description_ua>`,
    ...p.params.map(
      (param) =>
        `<param name="${xmlText(param.name)}"${param.unit ? ` unit="${xmlText(param.unit)}"` : ''}>${xmlText(
          valueText(param.value, locale),
        )}</param>`,
    ),
    `<stock_quantity>${p.stock}</stock_quantity>`,
    '</offer>',
  ];
  return `${parts.filter(Boolean).join('')}\n`;
}

async function* ymlChunks(
  pages: AsyncIterable<ExportRow[]>,
  shop: { name: string; url: string; categories: { id: number; name: string }[] },
  locale: Locale,
  absolute: (url: string) => string,
): AsyncGenerator<string> {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${date}">\n<shop>\n`;
  yield `<name>${xmlText(shop.name)}</name>\n<company>${xmlText(shop.name)}</company>\n<url>${xmlText(shop.url)}</url>\n`;
  yield '<currencies><currency id="UAH" rate="1"/></currencies>\n<categories>\n';
  yield shop.categories.map((c) => `<category id="${c.id}">${xmlText(c.name)}</category>\n`).join('');
  yield '</categories>\n<offers>\n';
  for await (const page of pages) yield page.map((p) => offerXml(p, locale, absolute)).join('');
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}

export interface ProductsFileSource {
  pages: AsyncIterable<ExportRow[]>;
  /** The widest product's characteristics count (table formats). */
  paramsWidth: number;
  /** The feed's shop and categories (YML). */
  shop: { name: string; url: string; categories: { id: number; name: string }[] };
  /** The address images are served from, for absolute picture URLs. */
  origin: string;
}

/** The products as a streamed file: our template as XLSX or CSV, or a YML feed; `name` starts the file name. */
export function productsFile(
  source: ProductsFileSource,
  format: ProductExportFormat,
  locale: Locale,
  name = 'products',
) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${source.origin}${url}`);
  if (format === 'yml') {
    return {
      contentType: 'application/xml; charset=utf-8',
      fileName: `${name}-${new Date().toISOString().slice(0, 10)}.yml`,
      stream: Readable.from(ymlChunks(source.pages, source.shop, locale, absolute)),
    };
  }
  return tableFile(source.pages, {
    format,
    columns: columns(locale, source.paramsWidth, absolute),
    sheetName: catalogText(locale, 'export_sheet'),
    name,
  });
}
