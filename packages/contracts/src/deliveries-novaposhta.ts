import { z } from 'zod';
import { idParams } from './common';

/**
 * Nova Poshta in the delivery settings: the supplier's API keys (`Менеджер API ключів`) and the
 * look-ups made through the default key for the sender settings' pickers. Re-exported by
 * `deliveries.ts`.
 */

// Nova Poshta API keys (`Менеджер API ключів`)

/** NP keys are 32 hexadecimal characters (NP cabinet: Налаштування → Безпека). */
export const npApiKeyValue = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, { message: 'np_key_format' })
  .transform((key) => key.toLowerCase());

/** Longest name a seller gives a Nova Poshta key. */
export const NP_KEY_NAME_MAX_LENGTH = 100;
export const npKeyName = z.string().trim().min(1).max(NP_KEY_NAME_MAX_LENGTH);

/** POST /deliveries/np-keys: the key is checked live with Nova Poshta before it is stored. */
export const npKeyCreateRequest = z.object({ name: npKeyName, key: npApiKeyValue });

/** PATCH /deliveries/np-keys/{id} */
export const npKeyRenameRequest = z.object({ name: npKeyName });
export type NpKeyRenameRequest = z.infer<typeof npKeyRenameRequest>;

export const npKeyParams = idParams;

export const npKeyStatuses = ['valid', 'invalid'] as const;

/** A stored key as the API shows it: never the key itself, only a mask with its last 4 characters. */
export const npKey = z.object({
  id: z.number().int(),
  name: z.string(),
  masked_key: z.string(),
  last4: z.string(),
  /** The sender Nova Poshta returned when the key was checked. */
  counterparty_ref: z.string().nullable(),
  counterparty_description: z.string().nullable(),
  /** `invalid` once Nova Poshta refused the key (checked on add, on "check" and on every call). */
  status: z.enum(npKeyStatuses),
  checked_at: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type NpKey = z.infer<typeof npKey>;

export const npKeysResponse = z.object({ data: z.array(npKey) });
export const npKeyResponse = z.object({ message: z.string(), data: npKey });

/** How a key reads in lists and in the stored user's `supplier_np_api_key`. */
export function maskNpKey(last4: string): string {
  return `••••••••${last4}`;
}

// ---------------------------------------------------------------------------------------------
// Nova Poshta look-ups through the supplier's default key (sender settings pickers)

/** NP's Refs are UUIDs. */
export const npRef = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, { message: 'np_ref' });

const search = z.string().trim().max(100);

export const npCounterpartiesQuery = z.object({ search: search.optional() });
export const npContactPersonsQuery = z.object({ counterparty_ref: npRef });
export const npAddressesQuery = z.object({ counterparty_ref: npRef });
export const npSettlementsQuery = z.object({ search: search.min(1) });
export const npWarehousesQuery = z.object({
  city_ref: npRef,
  type_ref: z.preprocess((value) => (value === '' || value === undefined ? null : value), npRef.nullable()).optional(),
  search: search.optional(),
});

/** At most this many warehouses per look-up; the picker narrows with `search`. */
export const NP_WAREHOUSES_LIMIT = 50;

export const npCounterparty = z.object({
  ref: z.string(),
  description: z.string(),
  city_ref: z.string(),
  edrpou: z.string(),
  counterparty_type: z.string(),
  ownership_form: z.string(),
});
export const npContactPerson = z.object({
  ref: z.string(),
  description: z.string(),
  /** The first phone NP lists, as +380XXXXXXXXX when it is a Ukrainian mobile, else as NP sent it. */
  phone: z.string(),
  email: z.string(),
});
export const npSettlement = z.object({
  settlement_ref: z.string(),
  /** NP's `DeliveryCity`: the CityRef for warehouses and waybills. */
  city_ref: z.string(),
  /** `м. Київ, Київська обл.` as NP presents it. */
  present: z.string(),
  name: z.string(),
  area: z.string(),
  warehouses: z.number(),
});
export const npWarehouse = z.object({
  ref: z.string(),
  number: z.string(),
  description: z.string(),
  short_address: z.string(),
  type_ref: z.string(),
  category: z.string(),
});
export const npWarehouseType = z.object({ ref: z.string(), description: z.string() });
export const npAddress = z.object({ ref: z.string(), description: z.string(), city_ref: z.string() });

export const npCounterpartiesResponse = z.object({ data: z.array(npCounterparty) });
export const npContactPersonsResponse = z.object({ data: z.array(npContactPerson) });
export const npSettlementsResponse = z.object({ data: z.array(npSettlement) });
export const npWarehousesResponse = z.object({ data: z.array(npWarehouse), total: z.number().int() });
export const npWarehouseTypesResponse = z.object({ data: z.array(npWarehouseType) });
export const npAddressesResponse = z.object({ data: z.array(npAddress) });

export type NpCounterparty = z.infer<typeof npCounterparty>;
export type NpContactPerson = z.infer<typeof npContactPerson>;
export type NpSettlement = z.infer<typeof npSettlement>;
export type NpWarehouse = z.infer<typeof npWarehouse>;
export type NpWarehouseType = z.infer<typeof npWarehouseType>;
export type NpAddress = z.infer<typeof npAddress>;

/**
 * Stable codes of the failures the sender screens show as states:
 * no default key, the default key refused by Nova Poshta, Nova Poshta not answering.
 */
export const NP_ERROR = {
  keyMissing: 'np_key_missing',
  keyInvalid: 'np_key_invalid',
  keyRejected: 'np_key_rejected',
  unavailable: 'novaposhta_unavailable',
  timeout: 'novaposhta_timeout',
} as const;
