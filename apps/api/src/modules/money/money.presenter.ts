import { REFERRAL_PERCENT, type Locale } from '@supplier/contracts/constants';
import type { PaginationMeta } from '@supplier/contracts/common';
import { formatMoney, formatMoneyIn, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { BalanceHistoryRow } from '@supplier/contracts/money-balances';
import type { HistoryRow } from './ledger/ledger.repository';
import { moneyText } from './money.messages';

const kyivDate = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `dd.MM.yyyy` in Europe/Kyiv. */
export function formatKyivDate(date: Date | string): string {
  return kyivDate.format(typeof date === 'string' ? new Date(date) : date);
}

/** `UA21 … 6001`: enough to recognise an account in a list. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} … ${iban.slice(-4)}`;
}

export function pageOf(query: { page: number; per_page: number }) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export function pageMeta(total: number, query: { page: number; per_page: number }): PaginationMeta {
  return {
    total,
    per_page: query.per_page,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The supplier's own note, or details of a system movement in the reader's language. */
function describe(row: HistoryRow, locale: Locale): string | null {
  if (row.description) return row.description;
  const meta = row.metadata;
  switch (row.kind) {
    case 'subscription':
      return typeof meta.expires_at === 'string'
        ? moneyText(locale, 'detail_subscription', { date: formatKyivDate(meta.expires_at) })
        : null;
    case 'referral_reward':
      return moneyText(locale, 'detail_referral_reward', { percent: REFERRAL_PERCENT, name: text(meta.referral_name) });
    case 'order_income':
      return moneyText(locale, 'detail_order_income', {
        number: text(meta.number),
        total: formatMoneyIn(Number(meta.total ?? 0), locale),
        commission: formatMoneyIn(Number(meta.commission ?? 0), locale),
      });
    case 'order_reversal':
      return Number(meta.outstanding ?? 0) > 0
        ? moneyText(locale, 'detail_order_reversal_short', {
            number: text(meta.number),
            outstanding: formatMoneyIn(Number(meta.outstanding), locale),
          })
        : moneyText(locale, 'detail_order_reversal', { number: text(meta.number) });
    case 'advertising':
      return moneyText(locale, 'detail_advertising', {
        name: text(meta.campaign_name),
        date: typeof meta.day === 'string' ? formatKyivDate(`${meta.day}T12:00:00Z`) : '',
        clicks: text(meta.clicks),
      });
    case 'payout_hold':
    case 'payout_release':
    case 'payout_paid':
      return moneyText(locale, 'detail_payout', { id: text(meta.payout_id), iban: maskIban(text(meta.iban)) });
    default:
      return null;
  }
}

export function historyRow(row: HistoryRow, locale: Locale): BalanceHistoryRow {
  return {
    id: row.id,
    type: row.kind,
    title: moneyText(locale, `title_${row.kind}`),
    description: describe(row, locale),
    amount: kopiykyToHryvnias(row.amount),
    amount_format: formatMoney(row.amount),
    balance_after: kopiykyToHryvnias(row.balanceAfter),
    balance_after_format: formatMoney(row.balanceAfter),
    created_at: row.createdAt.toISOString(),
  };
}
