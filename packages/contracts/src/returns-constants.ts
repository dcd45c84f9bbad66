import type { Locale } from './constants';

/**
 * Returns' paths, statuses, reasons and their labels and realtime event names, without zod (the
 * shell and dashboard load them first). Re-exported by `returns.ts`.
 */

export const RETURNS_BASE = '/admin-suppliers/v1/returns';

/** Ukrainian consumer law: a buyer may return goods within 14 days of receiving them. */
export const RETURN_WINDOW_DAYS = 14;

// ---------------------------------------------------------------------------------------------
// Statuses

/**
 * `requested → accepted → in_transit → received → refunded`, or `refused` / `cancelled`. A card
 * payment is reversed on receipt (received and refunded in one step); a cash-on-delivery refund
 * waits in `received` until the seller records it as paid. An exchange ends in `received` with
 * its replacement order.
 */
export const returnStatuses = [
  'requested',
  'accepted',
  'in_transit',
  'received',
  'refunded',
  'refused',
  'cancelled',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnStatusLabels = {
  uk: {
    requested: 'Нова заявка',
    accepted: 'Прийнято',
    in_transit: 'В дорозі',
    received: 'Отримано',
    refunded: 'Кошти повернено',
    refused: 'Відмовлено',
    cancelled: 'Скасовано',
  },
  en: {
    requested: 'New request',
    accepted: 'Accepted',
    in_transit: 'In transit',
    received: 'Received',
    refunded: 'Refunded',
    refused: 'Refused',
    cancelled: 'Cancelled',
  },
} as const satisfies Record<Locale, Record<ReturnStatus, string>>;

/** The list's tabs: one per status, and `all`. */
export const returnTabs = [...returnStatuses, 'all'] as const;
export type ReturnTab = (typeof returnTabs)[number];

// ---------------------------------------------------------------------------------------------
// Reasons, kinds, refund preferences

export const returnReasons = ['wrong_size', 'defect', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnReasonLabels = {
  uk: {
    wrong_size: 'Не підійшов розмір',
    defect: 'Брак',
    not_as_described: 'Не відповідає опису',
    changed_mind: 'Передумав',
    other: 'Інше',
  },
  en: {
    wrong_size: 'Wrong size',
    defect: 'Defect',
    not_as_described: 'Not as described',
    changed_mind: 'Changed mind',
    other: 'Other',
  },
} as const satisfies Record<Locale, Record<ReturnReason, string>>;

/** `return`: the money back; `exchange`: the same goods again (a replacement order on receipt). */
export const returnKinds = ['return', 'exchange'] as const;
export type ReturnKind = (typeof returnKinds)[number];
export const returnKindLabels = {
  uk: { return: 'Повернення', exchange: 'Обмін' },
  en: { return: 'Return', exchange: 'Exchange' },
} as const satisfies Record<Locale, Record<ReturnKind, string>>;

/** How the buyer wants the money: back to the card paid with, or by bank transfer to an IBAN. */
export const refundPreferences = ['original_payment', 'bank_transfer'] as const;
export type RefundPreference = (typeof refundPreferences)[number];
export const refundPreferenceLabels = {
  uk: { original_payment: 'На картку, якою платив', bank_transfer: 'Переказ на рахунок (IBAN)' },
  en: { original_payment: 'To the card paid with', bank_transfer: 'Bank transfer (IBAN)' },
} as const satisfies Record<Locale, Record<RefundPreference, string>>;

/**
 * What the seller may do with a request now (the buttons of its page): `accept` and `refuse` a new
 * one; `cancel` before the goods travel; `waybill` (make the return waybill again) once accepted
 * without one; `receive` (by hand) once accepted; `refund` (record a cash-on-delivery refund paid
 * outside the marketplace) once received.
 */
export const returnActions = ['accept', 'refuse', 'cancel', 'waybill', 'receive', 'refund'] as const;
export type ReturnAction = (typeof returnActions)[number];

/** How the money went back: reversed through the marketplace's ledger, or paid by the seller outside it. */
export const refundMethods = ['ledger', 'outside'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * The return waybill: `return_service` is Nova Poshta's return of the original TTN
 * (`AdditionalServiceGeneral.save`, `orderCargoReturn`): a return order, and a new TTN on its basis
 * from the buyer's branch to the seller's.
 */
export const returnWaybillKinds = ['return_service'] as const;
export type ReturnWaybillKind = (typeof returnWaybillKinds)[number];

/** Where a history line came from: the buyer (gateway), the seller (panel), the carrier's tracking, the system. */
export const returnActors = ['buyer', 'panel', 'carrier', 'system'] as const;
export type ReturnActor = (typeof returnActors)[number];

// ---------------------------------------------------------------------------------------------
// Realtime

/** Events on the supplier's private-returns.{id} channel, so the list and counts update live. */
export const RETURN_REALTIME_EVENTS = {
  created: 'return.created',
  changed: 'return.changed',
} as const;
