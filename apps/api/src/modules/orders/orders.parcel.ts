import type { Locale } from '@supplier/contracts/constants';
import { WAYBILL_DESCRIPTION_MAX } from '@supplier/contracts/orders';
import { httpErrors } from '../../errors';
import type { OrderLinesRepository } from './order-lines.repository';
import { ordersText } from './orders.messages';
import type { Parcel } from './orders.novaposhta';
import type { OrderRow } from './orders.repository';

/**
 * Nova Poshta's parcel locker (поштомат) limits for one seat: 30 kg and 40×30×60 cm. Source:
 * Nova Poshta's published poshtomat terms (novaposhta.ua, «Поштомати»: up to 30 kg, the largest
 * cell 40×30×60 cm); PROTOCOLS.md gives none.
 */
export const LOCKER_MAX_KG = 30;
const LOCKER_MAX_CM = [60, 40, 30];
/** The weight taken when no product of the order has one, kg. */
const FALLBACK_KG = 1;

/** One seat's sizes, cm. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** The parcel as it goes to Nova Poshta: every field known; `dimensions` null when neither given nor in the products. */
export type ResolvedParcel = Omit<Parcel, 'weight' | 'description' | 'length' | 'width' | 'height'> & {
  weight: number;
  description: string;
  dimensions: Dimensions | null;
};

type Line = Awaited<ReturnType<OrderLinesRepository['parcelLines']>>[number];

/** The order goes to a parcel locker: its branch is a poshtomat (as Nova Poshta names them). */
export const toLocker = (order: Pick<OrderRow, 'branch'>) => /^Поштомат/.test(order.branch ?? '');

const cm = (mm: number) => Math.max(1, Math.ceil(mm / 10));

/**
 * The products stacked flat: each laid on its largest face, so the parcel is as long and wide as
 * the largest of them and as high as their thinnest sides × quantities added up.
 */
function productsDimensions(lines: Line[]): Dimensions | null {
  if (lines.length === 0 || lines.some((l) => !l.length_mm || !l.width_mm || !l.height_mm)) return null;
  const laid = lines.map((l) => ({ sides: [l.length_mm!, l.width_mm!, l.height_mm!].sort((a, b) => b - a), l }));
  return {
    length: cm(Math.max(...laid.map(({ sides }) => sides[0]!))),
    width: cm(Math.max(...laid.map(({ sides }) => sides[1]!))),
    height: cm(laid.reduce((sum, { sides, l }) => sum + sides[2]! * l.quantity, 0)),
  };
}

/** The products' weight × quantity, kg (those without a weight add nothing); none known: 1 kg. */
function productsWeight(lines: Line[]): number {
  const weighed = lines.filter((l) => l.weight_grams !== null && l.weight_grams > 0);
  if (weighed.length === 0) return FALLBACK_KG;
  const grams = weighed.reduce((sum, l) => sum + l.weight_grams! * l.quantity, 0);
  return Math.max(0.1, Math.round(grams / 10) / 100);
}

/** The products' names (`× 2` for more than one), as long as Nova Poshta takes a description. */
function productsDescription(lines: Line[]): string {
  const text = lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', ');
  if (text.length <= WAYBILL_DESCRIPTION_MAX) return text || 'Товари';
  return `${text.slice(0, WAYBILL_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The parcel of an order's waybill: what the supplier gave, the rest from the order's products.
 * A parcel locker needs the dimensions and takes at most 30 kg and 40×30×60 cm a seat: otherwise
 * 422, before Nova Poshta is asked.
 */
export function resolveParcel(order: OrderRow, parcel: Parcel, lines: Line[], locale: Locale): ResolvedParcel {
  const { weight, description, length, width, height, ...rest } = parcel;
  const given = length && width && height ? { length, width, height } : null;
  const resolved: ResolvedParcel = {
    ...rest,
    weight: weight ?? productsWeight(lines),
    description: description ?? productsDescription(lines),
    dimensions: given ?? productsDimensions(lines),
  };
  if (!toLocker(order)) return resolved;
  const { dimensions } = resolved;
  if (!dimensions) {
    throw httpErrors.unprocessable('waybill_locker_dimensions', ordersText(locale, 'waybill_locker_dimensions'));
  }
  const seatKg = resolved.weight / resolved.seats;
  if (seatKg > LOCKER_MAX_KG) {
    const kg = String(Math.round(seatKg * 100) / 100).replace('.', locale === 'uk' ? ',' : '.');
    throw httpErrors.unprocessable(
      'waybill_locker_weight',
      ordersText(locale, 'waybill_locker_weight', { max: LOCKER_MAX_KG, weight: kg }),
    );
  }
  const sides = [dimensions.length, dimensions.width, dimensions.height].sort((a, b) => b - a);
  if (sides.some((side, i) => side > LOCKER_MAX_CM[i]!)) {
    throw httpErrors.unprocessable(
      'waybill_locker_size',
      ordersText(locale, 'waybill_locker_size', {
        size: `${dimensions.length}×${dimensions.width}×${dimensions.height}`,
        max: LOCKER_MAX_CM.join('×'),
      }),
    );
  }
  return resolved;
}
