import type { Locale } from '@supplier/contracts/constants';
import {
  LOCKER_MAX_CM,
  LOCKER_MAX_KG,
  WAYBILL_DESCRIPTION_MAX,
  isLockerBranch,
  lockerProblem,
  type ParcelDimensions,
} from '@supplier/contracts/orders';
import { httpErrors } from '../../errors';
import type { OrderLinesRepository } from './order-lines.repository';
import { ordersText } from './orders.messages';
import type { Parcel } from './orders.novaposhta';
import type { OrderRow } from './orders.repository';

/** The weight taken when no product of the order has one, kg. */
const FALLBACK_KG = 1;

/** The parcel as it goes to Nova Poshta: every field known; `dimensions` null when neither given nor in the products. */
export type ResolvedParcel = Omit<Parcel, 'weight' | 'description' | 'length' | 'width' | 'height'> & {
  weight: number;
  description: string;
  dimensions: ParcelDimensions | null;
};

type Line = Awaited<ReturnType<OrderLinesRepository['parcelLines']>>[number];

/** The order goes to a parcel locker: its branch is a poshtomat (as Nova Poshta names them). */
export const toLocker = (order: Pick<OrderRow, 'branch'>) => isLockerBranch(order.branch);

const cm = (mm: number) => Math.max(1, Math.ceil(mm / 10));

/**
 * The products stacked flat: each laid on its largest face, so the parcel is as long and wide as
 * the largest of them and as high as their thinnest sides × quantities added up.
 */
function productsDimensions(lines: Line[]): ParcelDimensions | null {
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

/** What a waybill of the order takes from its products when the supplier leaves it out. */
export function productsParcel(lines: Line[]): Pick<ResolvedParcel, 'weight' | 'description' | 'dimensions'> {
  return {
    weight: productsWeight(lines),
    description: productsDescription(lines),
    dimensions: productsDimensions(lines),
  };
}

/**
 * The parcel of an order's waybill: what the supplier gave, the rest from the order's products.
 * A parcel locker needs the dimensions and takes at most 30 kg and 40×30×60 cm a seat: otherwise
 * 422, before Nova Poshta is asked.
 */
export function resolveParcel(order: OrderRow, parcel: Parcel, lines: Line[], locale: Locale): ResolvedParcel {
  const { weight, description, length, width, height, ...rest } = parcel;
  const given = length && width && height ? { length, width, height } : null;
  const products = productsParcel(lines);
  const resolved: ResolvedParcel = {
    ...rest,
    weight: weight ?? products.weight,
    description: description ?? products.description,
    dimensions: given ?? products.dimensions,
  };
  if (!toLocker(order)) return resolved;
  const problem = lockerProblem(resolved);
  if (problem === 'waybill_locker_dimensions') throw httpErrors.unprocessable(problem, ordersText(locale, problem));
  if (problem === 'waybill_locker_weight') {
    const seatKg = resolved.weight / resolved.seats;
    const kg = String(Math.round(seatKg * 100) / 100).replace('.', locale === 'uk' ? ',' : '.');
    throw httpErrors.unprocessable(problem, ordersText(locale, problem, { max: LOCKER_MAX_KG, weight: kg }));
  }
  if (problem === 'waybill_locker_size') {
    const { length: l, width: w, height: h } = resolved.dimensions!;
    throw httpErrors.unprocessable(
      problem,
      ordersText(locale, problem, { size: `${l}×${w}×${h}`, max: LOCKER_MAX_CM.join('×') }),
    );
  }
  return resolved;
}
