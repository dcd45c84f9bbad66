import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type {
  BalanceHistoryQuery,
  MainBalanceResponse,
  ServiceBalanceResponse,
  ServiceTransactionsResponse,
} from '@supplier/contracts/money-balances';
import { supplierAccount } from '../ledger/ledger.repository';
import type { SupplierAccountKind } from '../ledger/ledger.table';
import { historyRow, pageMeta, pageOf } from '../money.presenter';
import type { MoneyStore } from '../money.store';

/** Reading balances and their history. */
export function balancesService(deps: { store: MoneyStore }) {
  const { ledger } = deps.store.repos;

  async function history(supplierId: number, kind: SupplierAccountKind, query: BalanceHistoryQuery, locale: Locale) {
    const account = await ledger.findAccount(supplierAccount(supplierId, kind));
    const { rows, total } = account
      ? await ledger.history(
          account.id,
          { type: query.type, dateFrom: query.date_from, dateTo: query.date_to },
          pageOf(query),
        )
      : { rows: [], total: 0 };
    return {
      balance: account?.balance ?? 0,
      data: rows.map((row) => historyRow(row, locale)),
      meta: pageMeta(total, query),
    };
  }

  return {
    /** Both balances in kopiyky (settings, realtime). */
    async balancesOf(supplierId: number): Promise<{ main: number; services: number }> {
      const { main, services } = await ledger.balancesOf(supplierId);
      return { main, services };
    },

    async mainBalance(supplierId: number, query: BalanceHistoryQuery, locale: Locale): Promise<MainBalanceResponse> {
      const { balance, data, meta } = await history(supplierId, 'main', query, locale);
      return { data, balance: kopiykyToHryvnias(balance), balance_format: formatMoney(balance), meta };
    },

    async serviceBalance(supplierId: number): Promise<ServiceBalanceResponse> {
      const { services } = await ledger.balancesOf(supplierId);
      return { data: { balance: kopiykyToHryvnias(services), formatted_balance: formatMoney(services) } };
    },

    async serviceTransactions(
      supplierId: number,
      query: BalanceHistoryQuery,
      locale: Locale,
    ): Promise<ServiceTransactionsResponse> {
      const { data, meta } = await history(supplierId, 'services', query, locale);
      return { data, meta };
    },
  };
}
