import { z } from 'zod';
import { idParams, messageResponse } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { telephone } from './identity';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount } from './money-ledger';

/**
 * Delivery methods (PRODUCT.md section 9): the carriers, the Nova Poshta API key manager
 * (`Менеджер API ключів`), the sender settings loaded through the key, and each carrier's
 * settings. Calls live under `/admin-suppliers/v1/deliveries`.
 */

// ---------------------------------------------------------------------------------------------
// Validation texts of this domain (the shared catalogue of ./messages has no words for them).

export const deliveriesValidationMessages = {
  uk: {
    np_key_format: 'API-ключ Нової Пошти складається з 32 символів: цифр і латинських літер a–f.',
    np_ref: 'Оберіть значення зі списку.',
    postcode: 'Поштовий індекс складається з 5 цифр.',
    branch_number: 'Вкажіть номер відділення (лише цифри).',
    money_decimals: 'Сума може мати не більше двох знаків після коми.',
    delivery_types: 'Оберіть хоча б один спосіб доставки.',
  },
  en: {
    np_key_format: 'A Nova Poshta API key is 32 characters: digits and the Latin letters a–f.',
    np_ref: 'Choose a value from the list.',
    postcode: 'A postcode is 5 digits.',
    branch_number: 'Enter the branch number (digits only).',
    money_decimals: 'An amount can have at most two decimals.',
    delivery_types: 'Choose at least one delivery option.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function deliveriesIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = deliveriesValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

// ---------------------------------------------------------------------------------------------
// Carriers

export const carriers = ['novaposhta', 'ukrposhta', 'meest', 'pickup', 'courier'] as const;
export const carrierSchema = z.enum(carriers);
export type Carrier = (typeof carriers)[number];

/** The carrier whose API the product speaks (keys, sender, waybills). */
export const INTEGRATED_CARRIER: Carrier = 'novaposhta';

/** Highest courier price and free-delivery threshold a supplier can set, in hryvnias. */
export const COURIER_PRICE_MAX_HRYVNIAS = 10_000;
export const COURIER_FREE_FROM_MAX_HRYVNIAS = 1_000_000;

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const trimmedText = (min: number, max: number) => z.string().trim().min(min).max(max);

/** The longest value of each free-text carrier setting; the forms show them before saving. */
export const CARRIER_TEXT_MAX_LENGTH = {
  sender_name: 200,
  sender_city: 100,
  address: 300,
  hours: 200,
  zone: 200,
} as const;

export const npDeliveryTypes = ['warehouse', 'postomat', 'doors'] as const;
export const npPayerTypes = ['Recipient', 'Sender'] as const;

/** Nova Poshta: who pays for shipping by default and how buyers may receive parcels. */
export const novaPoshtaSettings = z.object({
  payer_type: z.enum(npPayerTypes).default('Recipient'),
  delivery_types: z
    .array(z.enum(npDeliveryTypes))
    .min(1, { message: 'delivery_types' })
    .transform((types) => npDeliveryTypes.filter((type) => types.includes(type)))
    .default(['warehouse', 'postomat']),
});

export const ukrposhtaServices = ['standard', 'express'] as const;
export const ukrposhtaSettings = z.object({
  sender_name: trimmedText(2, CARRIER_TEXT_MAX_LENGTH.sender_name),
  sender_phone: telephone,
  sender_postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: 'postcode' }),
  service: z.enum(ukrposhtaServices).default('standard'),
});

export const meestSettings = z.object({
  sender_name: trimmedText(2, CARRIER_TEXT_MAX_LENGTH.sender_name),
  sender_phone: telephone,
  sender_city: trimmedText(2, CARRIER_TEXT_MAX_LENGTH.sender_city),
  sender_branch: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { message: 'branch_number' }),
});

/** Самовивіз: where buyers collect orders and when. */
export const pickupSettings = z.object({
  address: trimmedText(5, CARRIER_TEXT_MAX_LENGTH.address),
  hours: trimmedText(3, CARRIER_TEXT_MAX_LENGTH.hours),
  phone: z.preprocess(emptyToNull, telephone.nullable()).default(null),
});

/** Кур'єр: the zone served and the price (0 = free); optional free delivery from an order total. */
export const courierSettings = z.object({
  zone: trimmedText(2, CARRIER_TEXT_MAX_LENGTH.zone),
  price: hryvniaAmount({ min: 0, max: COURIER_PRICE_MAX_HRYVNIAS }),
  free_from: z
    .preprocess(emptyToNull, hryvniaAmount({ min: 1, max: COURIER_FREE_FROM_MAX_HRYVNIAS }).nullable())
    .default(null),
});

/** The settings form of each carrier (request side; the API re-validates with the same schema). */
export const carrierSettingsSchemas = {
  novaposhta: novaPoshtaSettings,
  ukrposhta: ukrposhtaSettings,
  meest: meestSettings,
  pickup: pickupSettings,
  courier: courierSettings,
} as const satisfies Record<Carrier, z.ZodType>;

export type CarrierSettings = { [C in Carrier]: z.output<(typeof carrierSettingsSchemas)[C]> };
export type NovaPoshtaSettings = CarrierSettings['novaposhta'];

/** Nova Poshta works with defaults until the supplier changes them. */
export const DEFAULT_NOVAPOSHTA_SETTINGS: NovaPoshtaSettings = {
  payer_type: 'Recipient',
  delivery_types: ['warehouse', 'postomat'],
};

/** PUT /deliveries/methods/{carrier}: switch it on or off, and/or save its settings (the carrier's own). */
const deliveryMethodUpdate = <S extends z.ZodType>(settings: S) =>
  z.object({ enabled: z.boolean().optional(), settings: settings.optional() });
export const deliveryMethodUpdateRequests = {
  novaposhta: deliveryMethodUpdate(novaPoshtaSettings),
  ukrposhta: deliveryMethodUpdate(ukrposhtaSettings),
  meest: deliveryMethodUpdate(meestSettings),
  pickup: deliveryMethodUpdate(pickupSettings),
  courier: deliveryMethodUpdate(courierSettings),
} as const satisfies Record<Carrier, z.ZodType>;
/** What any carrier's save takes, once its route has checked it. */
export type DeliveryMethodUpdateRequest = { enabled?: boolean; settings?: CarrierSettings[Carrier] };

const money = { format: z.string() };

const methodBase = {
  /** The carrier's name in the request's language. */
  name: z.string(),
  /** Only Nova Poshta is spoken to through its API. */
  integrated: z.boolean(),
  enabled: z.boolean(),
  /** Settings saved and valid; for Nova Poshta also a valid default key and sender settings. */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
};

export const deliveryMethod = z.discriminatedUnion('carrier', [
  z.object({
    carrier: z.literal('novaposhta'),
    ...methodBase,
    settings: z.object({ payer_type: z.enum(npPayerTypes), delivery_types: z.array(z.enum(npDeliveryTypes)) }),
  }),
  z.object({
    carrier: z.literal('ukrposhta'),
    ...methodBase,
    settings: z
      .object({
        sender_name: z.string(),
        sender_phone: z.string(),
        sender_postcode: z.string(),
        service: z.enum(ukrposhtaServices),
      })
      .nullable(),
  }),
  z.object({
    carrier: z.literal('meest'),
    ...methodBase,
    settings: z
      .object({ sender_name: z.string(), sender_phone: z.string(), sender_city: z.string(), sender_branch: z.string() })
      .nullable(),
  }),
  z.object({
    carrier: z.literal('pickup'),
    ...methodBase,
    settings: z.object({ address: z.string(), hours: z.string(), phone: z.string().nullable() }).nullable(),
  }),
  z.object({
    carrier: z.literal('courier'),
    ...methodBase,
    settings: z
      .object({
        zone: z.string(),
        price: z.number(),
        price_format: money.format,
        free_from: z.number().nullable(),
        free_from_format: z.string().nullable(),
      })
      .nullable(),
  }),
]);
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

/** GET /deliveries/methods: every carrier, in catalogue order. */
export const deliveryMethodsResponse = z.object({ data: z.array(deliveryMethod) });
export const deliveryMethodResponse = z.object({ message: z.string(), data: deliveryMethod });

// ---------------------------------------------------------------------------------------------
// Nova Poshta API keys (`Менеджер API ключів`)

/** NP keys are 32 hexadecimal characters (NP cabinet: Налаштування → Безпека). */
export const npApiKeyValue = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, { message: 'np_key_format' })
  .transform((key) => key.toLowerCase());

/** Longest name a seller gives a Nova Poshta key. */
export const NP_KEY_NAME_MAX_LENGTH = 100;
export const npKeyName = trimmedText(1, NP_KEY_NAME_MAX_LENGTH);

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
  type_ref: z.preprocess(emptyToNull, npRef.nullable()).optional(),
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

// ---------------------------------------------------------------------------------------------
// Sender settings

export const senderKinds = ['warehouse', 'address'] as const;

const senderBase = {
  counterparty_ref: npRef,
  contact_ref: npRef,
  contact_phone: telephone,
  city_ref: npRef,
};

/**
 * PUT /deliveries/sender: Refs picked through the default key; the API checks each with Nova
 * Poshta and stores the names Nova Poshta gives them.
 */
export const senderSettingsRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('warehouse'), ...senderBase, warehouse_ref: npRef }),
  z.object({ kind: z.literal('address'), ...senderBase, address_ref: npRef }),
]);
export type SenderSettingsRequest = z.infer<typeof senderSettingsRequest>;

export const senderSettings = z.object({
  key_id: z.number().int().nullable(),
  counterparty_ref: z.string(),
  counterparty_name: z.string(),
  contact_ref: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  city_ref: z.string(),
  city_name: z.string(),
  kind: z.enum(senderKinds),
  warehouse_ref: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  address_ref: z.string().nullable(),
  address_text: z.string().nullable(),
  updated_at: z.string(),
});
export type SenderSettings = z.infer<typeof senderSettings>;

/**
 * ready: saved through the current default key, which Nova Poshta accepts;
 * not_set: a valid default key, nothing saved yet;
 * no_key: no default key; key_invalid: Nova Poshta refuses the default key;
 * key_changed: saved through another key than the current default (pick again).
 */
export const senderStates = ['ready', 'not_set', 'no_key', 'key_invalid', 'key_changed'] as const;
export type SenderState = (typeof senderStates)[number];

/** GET /deliveries/sender */
export const senderResponse = z.object({
  state: z.enum(senderStates),
  key: npKey.nullable(),
  data: senderSettings.nullable(),
});
export type SenderResponse = z.infer<typeof senderResponse>;
export const senderSavedResponse = z.object({ message: z.string(), state: z.enum(senderStates), data: senderSettings });

// ---------------------------------------------------------------------------------------------
// Endpoints (paths in `deliveries-endpoints.ts`, ADR 0029)

/** What a call through Nova Poshta may answer besides its success. */
const npErrors = [401, 404, 409, 422, 502, 504] as const;

/** A carrier's own save endpoint: the route's schema checks that carrier's settings. */
const saveDeliveryMethod = <B extends z.ZodType>(body: B) => ({
  body,
  responses: { 200: deliveryMethodResponse },
  errors: npErrors,
});

export const deliveriesEndpointSchemas = {
  listNpKeys: { responses: { 200: npKeysResponse }, errors: [] },
  addNpKey: { body: npKeyCreateRequest, responses: { 201: npKeyResponse }, errors: npErrors },
  renameNpKey: { params: npKeyParams, body: npKeyRenameRequest, responses: { 200: npKeyResponse }, errors: npErrors },
  setDefaultNpKey: { params: npKeyParams, responses: { 200: npKeyResponse }, errors: npErrors },
  checkNpKey: { params: npKeyParams, responses: { 200: npKeyResponse }, errors: npErrors },
  deleteNpKey: { params: npKeyParams, responses: { 200: messageResponse }, errors: npErrors },
  listNpCounterparties: {
    query: npCounterpartiesQuery,
    responses: { 200: npCounterpartiesResponse },
    errors: npErrors,
  },
  listNpContactPersons: {
    query: npContactPersonsQuery,
    responses: { 200: npContactPersonsResponse },
    errors: npErrors,
  },
  listNpAddresses: { query: npAddressesQuery, responses: { 200: npAddressesResponse }, errors: npErrors },
  searchNpSettlements: { query: npSettlementsQuery, responses: { 200: npSettlementsResponse }, errors: npErrors },
  listNpWarehouses: { query: npWarehousesQuery, responses: { 200: npWarehousesResponse }, errors: npErrors },
  listNpWarehouseTypes: { responses: { 200: npWarehouseTypesResponse }, errors: npErrors },
  getSender: { responses: { 200: senderResponse }, errors: [] },
  saveSender: { body: senderSettingsRequest, responses: { 200: senderSavedResponse }, errors: npErrors },
  listDeliveryMethods: { responses: { 200: deliveryMethodsResponse }, errors: [] },
  saveNovaPoshtaDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.novaposhta),
  saveUkrposhtaDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.ukrposhta),
  saveMeestDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.meest),
  savePickupDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.pickup),
  saveCourierDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.courier),
} satisfies EndpointTable;
