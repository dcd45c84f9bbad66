import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '@supplier/contracts/constants';
import {
  orderStatusLabels,
  paymentStatusLabels,
  deliveryStatusLabels,
  type OrderExportFormat,
  type OrderListItem,
} from '@supplier/contracts/orders';
import { deliveriesText } from '../deliveries/deliveries.messages';
import { paymentMethodsText } from '../payment-methods/payment-methods.messages';
import { ordersText } from './orders.messages';

/** The file's columns, in order: a header text and the cell of one order. */
function columns(locale: Locale) {
  const date = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: 'Europe/Kyiv',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const text = (key: Parameters<typeof ordersText>[1]) => ordersText(locale, key);
  return [
    { header: text('export_number'), width: 12, cell: (o: OrderListItem) => o.number },
    { header: text('export_date'), width: 18, cell: (o: OrderListItem) => date.format(new Date(o.created_at)) },
    { header: text('export_status'), width: 18, cell: (o: OrderListItem) => orderStatusLabels[locale][o.status] },
    { header: text('export_buyer'), width: 26, cell: (o: OrderListItem) => o.buyer.name },
    { header: text('export_phone'), width: 16, cell: (o: OrderListItem) => o.buyer.phone },
    {
      header: text('export_items'),
      width: 48,
      cell: (o: OrderListItem) => {
        const shown = o.items_preview.map((item) => `${item.name} × ${item.quantity}`).join('; ');
        const more = o.items_count - o.items_preview.length;
        return more > 0 ? `${shown}; ${ordersText(locale, 'export_more_items', { count: more })}` : shown;
      },
    },
    { header: text('export_total'), width: 12, cell: (o: OrderListItem) => o.total },
    {
      header: text('export_payment'),
      width: 22,
      cell: (o: OrderListItem) => paymentMethodsText(locale, `name_${o.payment.method}`),
    },
    {
      header: text('export_payment_status'),
      width: 20,
      cell: (o: OrderListItem) => paymentStatusLabels[locale][o.payment.status],
    },
    {
      header: text('export_delivery'),
      width: 16,
      cell: (o: OrderListItem) => deliveriesText(locale, `carrier_${o.delivery.carrier}`),
    },
    { header: text('export_city'), width: 18, cell: (o: OrderListItem) => o.delivery.city ?? '' },
    { header: text('export_ttn'), width: 18, cell: (o: OrderListItem) => o.delivery.ttn ?? '' },
    {
      header: text('export_delivery_status'),
      width: 20,
      cell: (o: OrderListItem) => deliveryStatusLabels[locale][o.delivery.status],
    },
    { header: text('export_store'), width: 22, cell: (o: OrderListItem) => o.store?.name ?? '' },
  ];
}

/**
 * A cell as CSV: quoted when it holds a separator, quote or line break; a text a spreadsheet would
 * run as a formula (`=`, `@`, or `+`/`-` not followed by a digit) is kept as text with a leading `'`.
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=@\t\r]|^[+-](?!\d)/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

async function* csvLines(pages: AsyncIterable<OrderListItem[]>, locale: Locale): AsyncGenerator<string> {
  const cols = columns(locale);
  yield `\uFEFF${cols.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for await (const page of pages) {
    yield page.map((order) => `${cols.map((c) => csvCell(c.cell(order))).join(',')}\r\n`).join('');
  }
}

function xlsxStream(pages: AsyncIterable<OrderListItem[]>, locale: Locale): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(ordersText(locale, 'export_sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const cols = columns(locale);
  sheet.columns = cols.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(cols.findIndex((c) => c.header === ordersText(locale, 'export_total')) + 1).numFmt = '#,##0.00';
  void (async () => {
    try {
      for await (const page of pages) {
        for (const order of page) sheet.addRow(cols.map((c) => c.cell(order))).commit();
        // The reader sets the pace: the next page is read once what is written has gone out.
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** The orders of `pages` as a streamed file: nothing holds more than one page in memory. */
export function ordersFile(pages: AsyncIterable<OrderListItem[]>, format: OrderExportFormat, locale: Locale) {
  const day = new Date().toISOString().slice(0, 10);
  return {
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `orders-${day}.${format}`,
    stream: format === 'csv' ? Readable.from(csvLines(pages, locale)) : xlsxStream(pages, locale),
  };
}
