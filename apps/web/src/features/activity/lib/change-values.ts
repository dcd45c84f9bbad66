import type { ActivityChange } from '@supplier/contracts/activity';
import { activityFieldLabels, activityLabel } from '@supplier/contracts/activity-actions';
import type { Locale } from '@supplier/contracts/constants';
import { orderStatusLabels } from '@supplier/contracts/orders-constants';
import { deliveryStatusLabels, paymentStatusLabels } from '@supplier/contracts/orders-status';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { returnStatusLabels } from '@supplier/contracts/returns-constants';

/** Words for the values the log stores as codes, by object type and field. */
export interface ValueWords {
  yes: string;
  no: string;
  productStatus: Record<string, string>;
  /** A member's (`active`, `deactivated`) and an invitation's (`open`, `accepted`, `revoked`) status. */
  teamStatus: Record<string, string>;
  /** The notification types a channel sends (`order`, `ttn_added`, …), as the settings page names them. */
  notificationTypes: Record<string, string>;
}

const named = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : undefined;

/** An order's items as they were kept: `SKU × 2, SKU-2 × 1`. */
function itemsText(value: unknown[]): string | undefined {
  const lines = value.map((line) =>
    line && typeof line === 'object' && 'sku' in line && 'quantity' in line
      ? `${String(line.sku)} × ${String(line.quantity)}`
      : null,
  );
  return lines.every((line) => line !== null) ? lines.join(', ') : undefined;
}

/** One value of a change in words: a code named, a number in the reader's form, nothing as a dash. */
export function valueText(
  value: unknown,
  { field, objectType, locale, words }: { field: string; objectType: string; locale: Locale; words: ValueWords },
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return value.toLocaleString(locale === 'en' ? 'en-GB' : 'uk-UA');
  if (Array.isArray(value) && field.endsWith('_types'))
    return value.length === 0
      ? '—'
      : value.map((type) => named(words.notificationTypes, type) ?? String(type)).join(', ');
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '—' : value.join(', ');
  if (Array.isArray(value)) return itemsText(value) ?? JSON.stringify(value);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'status' && objectType === 'orders') return named(orderStatusLabels[locale], text) ?? text;
  if (field === 'status' && objectType === 'products') return named(words.productStatus, text) ?? text;
  if (field === 'status' && objectType === 'returns') return named(returnStatusLabels[locale], text) ?? text;
  if (field === 'status' && objectType.startsWith('team')) return named(words.teamStatus, text) ?? text;
  if (field === 'payment_status') return named(paymentStatusLabels[locale], text) ?? text;
  if (field === 'delivery_status') return named(deliveryStatusLabels[locale], text) ?? text;
  if (field === 'role') return named(roleLabels[locale], text) ?? text;
  return text;
}

/** The changes of an entry as rows to show: the field's name, before and after in words. */
export function changeRows(
  changes: Record<string, ActivityChange>,
  context: { objectType: string; locale: Locale; words: ValueWords },
): { field: string; label: string; from: string; to: string }[] {
  return Object.entries(changes).map(([field, change]) => ({
    field,
    label: activityLabel(activityFieldLabels[context.locale], field),
    from: valueText(change.from, { ...context, field }),
    to: valueText(change.to, { ...context, field }),
  }));
}
