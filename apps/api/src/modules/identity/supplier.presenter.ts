import type { Supplier } from '@supplier/contracts/identity';
import type { SupplierRow } from './suppliers.repository';

/**
 * The supplier as the API answers it (SPEC section 3, stored user `data`). `npApiKey` is the
 * default Nova Poshta key, masked (deliveries' npApiKeyMaskLookup); the key itself never leaves.
 */
export function presentSupplier(row: SupplierRow, npApiKey: string | null = null): Supplier {
  return {
    id: row.id,
    avatar: row.avatar,
    background: row.background,
    firstname: row.firstname,
    lastname: row.lastname,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    telephone: row.telephone,
    created_at: row.createdAt.toISOString(),
    telegram_id: row.telegramId,
    supplier_manager_contact: row.supplierManagerContact,
    supplier_np_api_key: npApiKey,
    is_confirm_telephone: row.isConfirmTelephone,
  };
}
