import { describe, expect, it } from 'vitest';
import {
  cancelReasonLabels,
  deliveryStatusLabels,
  orderStatusLabels,
  orderTabLabels,
  paymentStatusLabels,
} from '@supplier/contracts/orders';
import en from '../../../locales/en/orders.json';
import uk from '../../../locales/uk/orders.json';
import { exportQueryOf, queryOf, rangeInvalid, readParams, writeParams } from './list-params';

describe('orders list params', () => {
  it('list: tab, search and filters survive the address bar; unknown values fall back', () => {
    const params = readParams(
      new URLSearchParams('tab=shipped&search=0671234567&payment_status=paid&delivery_method=bogus&has_ttn=false'),
    );
    expect(params).toMatchObject({ tab: 'shipped', search: '0671234567', payment_status: 'paid', has_ttn: 'false' });
    expect(params.delivery_method).toBe('');
    expect(readParams(writeParams(params))).toEqual(params);
    // the tab is always written: an address without one lets the list choose it
    expect(writeParams(readParams(new URLSearchParams(''))).toString()).toBe('tab=all');
  });

  it('list: the API query leaves empty filters out and carries the cursor', () => {
    const params = readParams(new URLSearchParams('tab=new&search=%20ТТН%20&date_from=2026-11-01'));
    expect(queryOf(params, 'abc')).toEqual({ tab: 'new', search: 'ТТН', date_from: '2026-11-01', cursor: 'abc' });
  });

  it('list: the payment method and the sort go to the API; the export finds the same orders', () => {
    const params = readParams(new URLSearchParams('payment_method=card_online&sort=total.asc&store_id=x&sort2=1'));
    expect(params).toMatchObject({ payment_method: 'card_online', sort: 'total.asc' });
    expect(readParams(new URLSearchParams('sort=price.up')).sort).toBe('');
    expect(queryOf(params, undefined)).toEqual({
      tab: 'all',
      payment_method: 'card_online',
      sort: 'total',
      order: 'asc',
    });
    expect(exportQueryOf(params, 'csv')).toEqual({
      tab: 'all',
      payment_method: 'card_online',
      sort: 'total',
      order: 'asc',
      format: 'csv',
    });
  });

  it('filters: an end date before the start is caught before asking the API', () => {
    expect(rangeInvalid(readParams(new URLSearchParams('date_from=2026-11-02&date_to=2026-11-01')))).toBe(true);
    expect(rangeInvalid(readParams(new URLSearchParams('date_from=2026-11-01&date_to=2026-11-01')))).toBe(false);
  });
});

describe('orders texts', () => {
  it('statuses, tabs and cancel reasons read as the contracts (and the server) name them', () => {
    for (const [locale, texts] of [
      ['uk', uk],
      ['en', en],
    ] as const) {
      expect(texts.status).toEqual(orderStatusLabels[locale]);
      expect(texts.tabs).toEqual(orderTabLabels[locale]);
      expect(texts.paymentStatus).toEqual(paymentStatusLabels[locale]);
      expect(texts.deliveryStatus).toEqual(deliveryStatusLabels[locale]);
      expect(texts.cancelReasons).toEqual(cancelReasonLabels[locale]);
    }
  });
});
