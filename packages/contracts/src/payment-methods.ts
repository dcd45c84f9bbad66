import { z } from 'zod';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount } from './money-ledger';
import { iban, taxId } from './money-payouts';

/**
 * Payment methods buyers can use to pay this supplier (PRODUCT.md section 10). Calls live under
 * `/admin-suppliers/v1/payment-methods`; `{id}` is the method's code from the catalogue.
 */

export const paymentMethodsValidationMessages = {
  uk: {
    iban: 'Введіть IBAN у форматі UA та 27 цифр із правильною контрольною сумою.',
    tax_id: 'Введіть код ЄДРПОУ (8 цифр) або ІПН (10 цифр) із правильною контрольною цифрою.',
    money_decimals: 'Сума може мати не більше двох знаків після коми.',
    purpose_placeholder: 'Невідома змінна в шаблоні. Доступні: {order_number}, {order_date}, {customer_name}.',
    months_required: 'Оберіть хоча б одну кількість платежів.',
  },
  en: {
    iban: 'Enter an IBAN as UA and 27 digits with a valid checksum.',
    tax_id: 'Enter an EDRPOU code (8 digits) or a tax number (10 digits) with a valid check digit.',
    money_decimals: 'An amount can have at most two decimals.',
    purpose_placeholder: 'Unknown variable in the template. Available: {order_number}, {order_date}, {customer_name}.',
    months_required: 'Choose at least one number of payments.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function paymentMethodsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = paymentMethodsValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

export const paymentMethodIds = ['cod', 'bank_transfer', 'card_online', 'installments'] as const;
export const paymentMethodIdSchema = z.enum(paymentMethodIds);
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** Cash on delivery: the prepayment asked before shipping is at most this many hryvnias. */
export const COD_PREPAYMENT_MAX_HRYVNIAS = 10_000;

/** Variables the purpose template may use; the order fills them in. */
export const PURPOSE_PLACEHOLDERS = ['order_number', 'order_date', 'customer_name'] as const;
export const DEFAULT_PURPOSE_TEMPLATE = 'Оплата за замовлення №{order_number} від {order_date}';
export const PURPOSE_MAX_LENGTH = 160;
/** Longest recipient of a bank transfer. */
export const RECIPIENT_MAX_LENGTH = 200;

export const installmentBanks = ['privatbank', 'monobank', 'abank'] as const;
export const installmentMonths = [2, 3, 4, 6, 10] as const;

const emptyToNull = (value: unknown) => (value === '' || value === undefined || value === 0 ? null : value);

/** Накладений платіж: an optional prepayment (none when empty). */
export const codSettings = z.object({
  prepayment: z
    .preprocess(emptyToNull, hryvniaAmount({ min: 0.01, max: COD_PREPAYMENT_MAX_HRYVNIAS }).nullable())
    .default(null),
});

const purposeTemplate = z
  .string()
  .trim()
  .min(5)
  .max(PURPOSE_MAX_LENGTH)
  .refine(
    (text) =>
      [...text.matchAll(/\{([^{}]*)\}/g)].every((match) =>
        (PURPOSE_PLACEHOLDERS as readonly string[]).includes(match[1]!),
      ),
    { message: 'purpose_placeholder' },
  );

/** Оплата на рахунок: the supplier's bank details and the purpose text of the transfer. */
export const bankTransferSettings = z.object({
  iban,
  recipient: z.string().trim().min(2).max(RECIPIENT_MAX_LENGTH),
  tax_id: taxId,
  purpose_template: purposeTemplate,
});

/** Онлайн-оплата карткою: through the marketplace, nothing to set. */
export const cardOnlineSettings = z.object({});

/** Оплата частинами: the bank and the numbers of payments offered. */
export const installmentsSettings = z.object({
  bank: z.enum(installmentBanks),
  months: z
    .array(z.literal(installmentMonths))
    .min(1, { message: 'months_required' })
    .transform((months) => installmentMonths.filter((m) => months.includes(m))),
});

export const paymentSettingsSchemas = {
  cod: codSettings,
  bank_transfer: bankTransferSettings,
  card_online: cardOnlineSettings,
  installments: installmentsSettings,
} as const satisfies Record<PaymentMethodId, z.ZodType>;

export type PaymentSettings = { [M in PaymentMethodId]: z.output<(typeof paymentSettingsSchemas)[M]> };

/** Methods that work without any saved settings (their defaults). */
export const DEFAULT_PAYMENT_SETTINGS: Partial<{ [M in PaymentMethodId]: PaymentSettings[M] }> = {
  cod: { prepayment: null },
  card_online: {},
};

/** PUT /payment-methods/{id}: switch it on or off and/or save its settings (the method's own). */
const paymentMethodUpdate = <S extends z.ZodType>(settings: S) =>
  z.object({ enabled: z.boolean().optional(), settings: settings.optional() });
export const paymentMethodUpdateRequests = {
  cod: paymentMethodUpdate(paymentSettingsSchemas.cod),
  bank_transfer: paymentMethodUpdate(paymentSettingsSchemas.bank_transfer),
  card_online: paymentMethodUpdate(paymentSettingsSchemas.card_online),
  installments: paymentMethodUpdate(paymentSettingsSchemas.installments),
} as const satisfies Record<PaymentMethodId, z.ZodType>;
/** What any method's save takes, once its route has checked it. */
export type PaymentMethodUpdateRequest = { enabled?: boolean; settings?: PaymentSettings[PaymentMethodId] };

/** `{id}` is a catalogue code (cod, bank_transfer, card_online, installments); anything else is 404. */
export const paymentMethodParams = z.object({ id: z.string().max(64) });

const base = {
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Its settings are saved and valid (or it needs none). */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
};

export const paymentMethod = z.discriminatedUnion('id', [
  z.object({
    id: z.literal('cod'),
    ...base,
    settings: z.object({ prepayment: z.number().nullable(), prepayment_format: z.string().nullable() }).nullable(),
  }),
  z.object({
    id: z.literal('bank_transfer'),
    ...base,
    settings: z
      .object({ iban: z.string(), recipient: z.string(), tax_id: z.string(), purpose_template: z.string() })
      .nullable(),
  }),
  z.object({ id: z.literal('card_online'), ...base, settings: z.object({}).nullable() }),
  z.object({
    id: z.literal('installments'),
    ...base,
    settings: z.object({ bank: z.enum(installmentBanks), months: z.array(z.number().int()) }).nullable(),
  }),
]);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** GET /payment-methods: the whole catalogue with this supplier's switches and settings. */
export const paymentMethodsResponse = z.object({ data: z.array(paymentMethod) });
/** GET /payment-methods/{id} */
export const paymentMethodResponse = z.object({ data: paymentMethod });
/** PUT /payment-methods/{id} */
export const paymentMethodSavedResponse = z.object({ message: z.string(), data: paymentMethod });

/** A method's own save endpoint: the route's schema checks that method's settings. */
const savePaymentMethod = <B extends z.ZodType>(body: B) => ({
  permission: 'settings' as const,
  body,
  responses: { 200: paymentMethodSavedResponse },
  errors: [401, 422],
});

/** The payment methods' endpoints (paths in `payment-methods-endpoints.ts`, ADR 0029). */
export const paymentMethodsEndpointSchemas = {
  listPaymentMethods: { permission: 'settings', responses: { 200: paymentMethodsResponse }, errors: [] },
  getPaymentMethod: {
    permission: 'settings',
    params: paymentMethodParams,
    responses: { 200: paymentMethodResponse },
    errors: [401, 404, 422],
  },
  saveCodPaymentMethod: savePaymentMethod(paymentMethodUpdateRequests.cod),
  saveBankTransferPaymentMethod: savePaymentMethod(paymentMethodUpdateRequests.bank_transfer),
  saveCardOnlinePaymentMethod: savePaymentMethod(paymentMethodUpdateRequests.card_online),
  saveInstallmentsPaymentMethod: savePaymentMethod(paymentMethodUpdateRequests.installments),
} satisfies EndpointTable;
