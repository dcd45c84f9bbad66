import { z } from 'zod';
import { decimal, idParam, rowId } from './common';
import type { Locale } from './constants';
import { ORDERS_BASE } from './orders-constants';
import { hryvniaAmount } from './money-ledger';

/**
 * What a supplier does to many orders at once: accept them, make their Nova Poshta waybills (TTN),
 * print their pick list. Re-exported by `orders.ts`.
 */

/** `1,2,3` in a query string: order ids, at most `max`. */
export const orderIdList = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z.array(idParam).min(1).max(max),
  );

/** Ticked orders at once: a page of the list at most. */
export const ORDERS_BULK_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Nova Poshta waybills (TTN)

export const WAYBILL_WEIGHT_MAX = 1000;
export const WAYBILL_SEATS_MAX = 20;
export const WAYBILL_DESCRIPTION_MAX = 100;
export const WAYBILL_BULK_MAX = 100;
/** The longest side of a parcel NP takes at a branch, cm (a cargo branch takes more; NP checks). */
export const WAYBILL_SIDE_MAX = 300;
export const waybillPayers = ['Recipient', 'Sender'] as const;
export const waybillPayerLabels = {
  uk: { Recipient: 'Одержувач', Sender: 'Відправник' },
  en: { Recipient: 'Recipient', Sender: 'Sender' },
} as const satisfies Record<Locale, Record<(typeof waybillPayers)[number], string>>;

/** What happened to one order of a bulk action. */
const bulkOrderOutcome = z.object({
  id: z.number().int(),
  /** The order number, or null for an id that is not the supplier's order. */
  number: z.string().nullable(),
  ok: z.boolean(),
  /** What happened, in words (or why not). */
  message: z.string(),
});

/** POST /admin-suppliers/v1/orders/accept: the ticked new orders go to processing, each with its own outcome. */
export const bulkAcceptRequest = z.object({
  ids: z.array(rowId).min(1).max(ORDERS_BULK_MAX),
});
export const bulkAcceptResponse = z.object({ data: z.array(bulkOrderOutcome) });
export type BulkAcceptResponse = z.infer<typeof bulkAcceptResponse>;

/** A side of a parcel, cm. */
const parcelSide = z.number().int().min(1).max(WAYBILL_SIDE_MAX).optional();

/**
 * The parcel of a waybill; every field has a default a supplier usually keeps. Left out, the
 * weight, the dimensions and the description come from the order's products (their weight ×
 * quantity, their sizes, their names); a parcel locker (поштомат) needs the dimensions.
 */
const waybillParcel = z.object({
  /** kg */
  weight: z.number().min(0.1).max(WAYBILL_WEIGHT_MAX).optional(),
  seats: z.number().int().min(1).max(WAYBILL_SEATS_MAX).default(1),
  /** Who pays for the delivery. */
  payer: z.enum(waybillPayers).default('Recipient'),
  description: z.string().trim().min(1).max(WAYBILL_DESCRIPTION_MAX).optional(),
  /** cm, of one seat */
  length: parcelSide,
  width: parcelSide,
  height: parcelSide,
});

/**
 * POST /admin-suppliers/v1/orders/{id}/waybill: creates the Nova Poshta waybill with the
 * supplier's sender settings and default key. The declared value defaults to the order total;
 * a COD order gets its cash on delivery (`BackwardDeliveryData`) for the rest to pay.
 */
export const waybillRequest = waybillParcel.extend({
  declared_value: hryvniaAmount({ min: 1, max: 10_000_000 }).optional(),
  version: decimal(z.number({ message: 'version_required' }).int().min(0)),
});

/**
 * Nova Poshta's parcel locker (поштомат) limits for one seat: 30 kg and 40×30×60 cm (its largest
 * cell, sides from the longest). Source: Nova Poshta's published poshtomat terms (novaposhta.ua,
 * «Поштомати»); PROTOCOLS.md gives none.
 */
export const LOCKER_MAX_KG = 30;
export const LOCKER_MAX_CM = [60, 40, 30] as const;

/** The order's branch is a parcel locker: Nova Poshta names them «Поштомат …». */
export const isLockerBranch = (branch: string | null | undefined) => /^Поштомат/.test(branch ?? '');

/** One seat's sizes, cm. */
export interface ParcelDimensions {
  length: number;
  width: number;
  height: number;
}

/** Why a parcel does not go into a parcel locker (the API's 422 codes), or null when it does. */
export function lockerProblem(parcel: {
  weight: number;
  seats: number;
  dimensions: ParcelDimensions | null;
}): 'waybill_locker_dimensions' | 'waybill_locker_weight' | 'waybill_locker_size' | null {
  const { dimensions } = parcel;
  if (!dimensions) return 'waybill_locker_dimensions';
  if (parcel.weight / parcel.seats > LOCKER_MAX_KG) return 'waybill_locker_weight';
  const sides = [dimensions.length, dimensions.width, dimensions.height].sort((a, b) => b - a);
  return sides.some((side, i) => side > LOCKER_MAX_CM[i]!) ? 'waybill_locker_size' : null;
}

/**
 * GET /admin-suppliers/v1/orders/{id}/waybill/parcel: what a waybill of the order takes when the
 * supplier leaves weight, sizes and contents out (from the products; `dimensions` null when a
 * product has no sizes), and whether it goes to a parcel locker.
 */
export const waybillParcelResponse = z.object({
  data: z.object({
    /** kg; 1 when no product has a weight */
    weight: z.number(),
    dimensions: z.object({ length: z.number().int(), width: z.number().int(), height: z.number().int() }).nullable(),
    description: z.string(),
    to_locker: z.boolean(),
  }),
});
export type WaybillParcel = z.infer<typeof waybillParcelResponse>['data'];

/** POST /admin-suppliers/v1/orders/waybills: one waybill per order, each with its own outcome. */
export const bulkWaybillRequest = waybillParcel.extend({
  ids: z.array(rowId).min(1).max(WAYBILL_BULK_MAX),
});
export const bulkWaybillResponse = z.object({
  data: z.array(bulkOrderOutcome.extend({ ttn: z.string().nullable() })),
});
export type BulkWaybillResponse = z.infer<typeof bulkWaybillResponse>;

// ---------------------------------------------------------------------------------------------
// Printing

export const PICK_LIST_MAX_ORDERS = 100;

/** GET /admin-suppliers/v1/orders/pick-list?ids=1,2,3: what to take from which shelving for these orders. */
export const pickListQuery = z.object({ ids: orderIdList(PICK_LIST_MAX_ORDERS) });

export const pickListResponse = z.object({
  data: z.object({
    /** The supplier's orders among the ids, by number; ids of others are left out. */
    orders: z.array(z.object({ id: z.number().int(), number: z.string(), items_count: z.number().int() })),
    /** One line per product and shelving, by shelving code (none last), then SKU. */
    lines: z.array(
      z.object({
        shelving_code: z.string().nullable(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        /** The order numbers the units go to. */
        orders: z.array(z.string()),
      }),
    ),
  }),
});

/** The stickers of many waybills in one PDF: 100×100 mm a page (a label printer) or four on an A4 page. */
export const stickerFormats = ['100x100', 'a4'] as const;
export type StickerFormat = (typeof stickerFormats)[number];
export const STICKERS_MAX_ORDERS = 200;
/** GET …/orders/waybills/stickers?ids=1,2,3&format=a4: a PDF; orders without a waybill are left out. */
export const ORDERS_STICKERS_PATH = `${ORDERS_BASE}/waybills/stickers`;
export const stickersQuery = z.object({
  ids: orderIdList(STICKERS_MAX_ORDERS),
  format: z.enum(stickerFormats).default('100x100'),
});
/** The answer's header naming the supplier's orders left out for having no waybill (their numbers, comma separated); others' ids are ignored. */
export const STICKERS_SKIPPED_HEADER = 'x-stickers-skipped';
