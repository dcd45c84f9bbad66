import { z } from 'zod';
import { messageResponse } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { telephone } from './identity';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount } from './money-ledger';
import {
  npAddressesQuery,
  npAddressesResponse,
  npContactPersonsQuery,
  npContactPersonsResponse,
  npCounterpartiesQuery,
  npCounterpartiesResponse,
  npKey,
  npKeyCreateRequest,
  npKeyParams,
  npKeyRenameRequest,
  npKeyResponse,
  npKeysResponse,
  npRef,
  npSettlementsQuery,
  npSettlementsResponse,
  npWarehouseTypesResponse,
  npWarehousesQuery,
  npWarehousesResponse,
} from './deliveries-novaposhta';
export * from './deliveries-novaposhta';

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
  permission: 'settings' as const,
  body,
  responses: { 200: deliveryMethodResponse },
  errors: npErrors,
});

export const deliveriesEndpointSchemas = {
  listNpKeys: { permission: 'waybills', responses: { 200: npKeysResponse }, errors: [] },
  addNpKey: { permission: 'settings', body: npKeyCreateRequest, responses: { 201: npKeyResponse }, errors: npErrors },
  renameNpKey: {
    permission: 'settings',
    params: npKeyParams,
    body: npKeyRenameRequest,
    responses: { 200: npKeyResponse },
    errors: npErrors,
  },
  setDefaultNpKey: { permission: 'settings', params: npKeyParams, responses: { 200: npKeyResponse }, errors: npErrors },
  checkNpKey: { permission: 'settings', params: npKeyParams, responses: { 200: npKeyResponse }, errors: npErrors },
  deleteNpKey: { permission: 'settings', params: npKeyParams, responses: { 200: messageResponse }, errors: npErrors },
  listNpCounterparties: {
    permission: 'waybills',
    query: npCounterpartiesQuery,
    responses: { 200: npCounterpartiesResponse },
    errors: npErrors,
  },
  listNpContactPersons: {
    permission: 'waybills',
    query: npContactPersonsQuery,
    responses: { 200: npContactPersonsResponse },
    errors: npErrors,
  },
  listNpAddresses: {
    permission: 'waybills',
    query: npAddressesQuery,
    responses: { 200: npAddressesResponse },
    errors: npErrors,
  },
  searchNpSettlements: {
    permission: 'waybills',
    query: npSettlementsQuery,
    responses: { 200: npSettlementsResponse },
    errors: npErrors,
  },
  listNpWarehouses: {
    permission: 'waybills',
    query: npWarehousesQuery,
    responses: { 200: npWarehousesResponse },
    errors: npErrors,
  },
  listNpWarehouseTypes: { permission: 'waybills', responses: { 200: npWarehouseTypesResponse }, errors: npErrors },
  getSender: { permission: 'waybills', responses: { 200: senderResponse }, errors: [] },
  saveSender: {
    permission: 'settings',
    body: senderSettingsRequest,
    responses: { 200: senderSavedResponse },
    errors: npErrors,
  },
  listDeliveryMethods: { permission: 'waybills', responses: { 200: deliveryMethodsResponse }, errors: [] },
  saveNovaPoshtaDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.novaposhta),
  saveUkrposhtaDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.ukrposhta),
  saveMeestDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.meest),
  savePickupDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.pickup),
  saveCourierDeliveryMethod: saveDeliveryMethod(deliveryMethodUpdateRequests.courier),
} satisfies EndpointTable;
