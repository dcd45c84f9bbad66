import type { Locale } from '@supplier/contracts/constants';
import {
  orderStatusLabels,
  paymentStatusLabels,
  deliveryStatusLabels,
  type OrderExportFormat,
  type OrderListItem,
} from '@supplier/contracts/orders';
import { tableFile, type TableColumn } from '../../lib/table-file';
import { deliveriesText } from '../deliveries';
import { paymentMethodsText } from '../payment-methods';
import { ordersText } from './orders.messages';

/** The file's columns, in order: a header text and the cell of one order. */
function columns(locale: Locale): TableColumn<OrderListItem>[] {
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
        // items_count counts pieces, not lines: what is left is the pieces the shown lines do not hold
        const more = o.items_count - o.items_preview.reduce((sum, item) => sum + item.quantity, 0);
        return more > 0 ? `${shown}; ${ordersText(locale, 'export_more_items', { count: more })}` : shown;
      },
    },
    { header: text('export_total'), width: 12, cell: (o: OrderListItem) => o.total, numFmt: '#,##0.00' },
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

/** The orders of `pages` as a streamed file: nothing holds more than one page in memory. */
export function ordersFile(pages: AsyncIterable<OrderListItem[]>, format: OrderExportFormat, locale: Locale) {
  return tableFile(pages, {
    format,
    columns: columns(locale),
    sheetName: ordersText(locale, 'export_sheet'),
    name: 'orders',
  });
}
