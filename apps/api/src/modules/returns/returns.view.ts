import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { ReturnListItem } from '@supplier/contracts/returns';
import type { ReturnRow } from './returns.repository';

/** A request as the list shows it. */
export function listItem(row: ReturnRow, orderNumber: number, storeName: string | null): ReturnListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    kind: row.kind,
    reason: row.reason,
    order: { id: row.orderId, number: String(orderNumber) },
    buyer: { name: row.buyerName, phone: row.buyerPhone },
    items_preview: row.itemsPreview,
    items_count: row.units,
    amount: kopiykyToHryvnias(row.amount),
    amount_format: formatMoney(row.amount),
    payment_method: row.paymentMethod,
    refund_preference: row.refundPreference,
    photos_count: row.photos.length > 0 ? row.photos.length : row.photoSources.length,
    ttn: row.ttn,
    store: row.storeId !== null && storeName !== null ? { id: row.storeId, name: storeName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
