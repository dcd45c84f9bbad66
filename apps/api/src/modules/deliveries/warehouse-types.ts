import type { Locale } from '@supplier/contracts/constants';
import { deliveriesText } from './deliveries.messages';

type WarehouseTypeKey = `warehouse_type_${'parcel_shop' | 'post' | 'cargo' | 'postomat' | 'privat_postomat'}`;

/**
 * Nova Poshta names its branch types in Ukrainian, except one it leaves in English ("Parcel
 * Shop"); the panel names each known type (by NP's fixed Ref) in the request's language.
 */
const KNOWN_TYPES: Record<string, WarehouseTypeKey> = {
  '6f8c7162-4b72-4b0a-88e5-906948c6a92f': 'warehouse_type_parcel_shop',
  '841339c7-591a-42e2-8233-7a0a00f0ed6f': 'warehouse_type_post',
  '9a68df70-0267-42a8-bb5c-37f427e36ee4': 'warehouse_type_cargo',
  'f9316480-5f2d-425d-bc2c-ac7cd29decf0': 'warehouse_type_postomat',
  '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc': 'warehouse_type_privat_postomat',
};

/** The type's name in `locale`; a type Nova Poshta adds later keeps the name it gives. */
export function warehouseTypeName(ref: string, npDescription: string, locale: Locale): string {
  const key = KNOWN_TYPES[ref.toLowerCase()];
  return key ? deliveriesText(locale, key) : npDescription;
}
