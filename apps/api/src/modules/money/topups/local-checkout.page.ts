import type { Locale } from '@supplier/contracts/constants';
import { formatMoney } from '@supplier/contracts/money';
import { TOP_UP_RETURN_PATH } from '@supplier/contracts/money-topups';
import { localCheckoutPath } from '../../../drivers/payments';
import { moneyText } from '../money.messages';
import type { PaymentRow } from './payments.repository';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The local driver's checkout: a plain HTML form with two submit buttons and no script, so it
 * passes the strict CSP (`script-src 'self'`, `form-action 'self'`).
 */
export function localCheckoutPage(payment: PaymentRow, locale: Locale): string {
  const t = (key: Parameters<typeof moneyText>[1]) => escapeHtml(moneyText(locale, key));
  const action = escapeHtml(localCheckoutPath(payment.orderId));
  const done = payment.status === 'succeeded';
  const body = done
    ? `<p class="done">${t('checkout_done')}</p>
      <p><a href="${TOP_UP_RETURN_PATH}">${t('checkout_back')}</a></p>`
    : `<form method="post" action="${action}">
        <button type="submit" name="decision" value="pay" class="pay">${t('checkout_pay')}</button>
        <button type="submit" name="decision" value="cancel" class="cancel">${t('checkout_cancel')}</button>
      </form>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${t('checkout_title')}</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #111827; margin: 0; }
    main { max-width: 26rem; margin: 10vh auto; background: #fff; border-radius: 12px; padding: 2rem;
      box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
    h1 { font-size: 1.25rem; margin: 0 0 1rem; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
    dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
    form { display: flex; gap: 0.75rem; }
    button { flex: 1; font: inherit; padding: 0.75rem 1rem; border-radius: 8px; border: 1px solid #d1d5db; cursor: pointer; }
    .pay { background: #16a34a; border-color: #16a34a; color: #fff; }
    .cancel { background: #fff; }
    .note { color: #6b7280; font-size: 0.875rem; margin-top: 1.5rem; }
  </style>
</head>
<body>
  <main>
    <h1>${t('checkout_heading')}</h1>
    <dl>
      <dt>${t('checkout_amount')}</dt><dd>${escapeHtml(formatMoney(payment.amount))}</dd>
      <dt>№</dt><dd>${escapeHtml(payment.orderId)}</dd>
    </dl>
    <p>${escapeHtml(payment.description)}</p>
    ${body}
    <p class="note">${t('checkout_note')}</p>
  </main>
</body>
</html>`;
}
