import type { SenderSettings } from '@supplier/contracts/deliveries';
import { formatUaPhone, normalizeUaPhone } from '@/components/ui/phone-input';

/** A Ref and the text Nova Poshta shows for it. */
export interface Picked {
  ref: string;
  label: string;
}

/** The sender form's values under the API's names, so its 422 answers land on them; pickers hold a Ref with its text. */
export interface SenderValues {
  kind: 'warehouse' | 'address';
  counterparty_ref: Picked | null;
  contact_ref: Picked | null;
  contact_phone: string;
  city_ref: Picked | null;
  warehouse_ref: Picked | null;
  address_ref: Picked | null;
}

export type PickedField = 'counterparty_ref' | 'contact_ref' | 'city_ref' | 'warehouse_ref' | 'address_ref';

export const SENDER_FIELDS = [
  'counterparty_ref',
  'contact_ref',
  'contact_phone',
  'city_ref',
  'warehouse_ref',
  'address_ref',
] as const satisfies readonly (keyof SenderValues)[];

const picked = (ref: string | null, label: string | null): Picked | null => (ref ? { ref, label: label ?? '' } : null);

/** The saved sender as the form starts from it (empty when nothing is saved through the current key). */
export function senderValues(saved: SenderSettings | null): SenderValues {
  return {
    kind: saved?.kind ?? 'warehouse',
    counterparty_ref: saved && picked(saved.counterparty_ref, saved.counterparty_name),
    contact_ref: saved && picked(saved.contact_ref, saved.contact_name),
    contact_phone: saved ? formatUaPhone(saved.contact_phone) : '',
    city_ref: saved && picked(saved.city_ref, saved.city_name),
    warehouse_ref: saved && picked(saved.warehouse_ref, saved.warehouse_name),
    address_ref: saved && picked(saved.address_ref, saved.address_text),
  };
}

/** What the form sends: the picked Refs of the chosen kind and the phone as +380XXXXXXXXX when it is one. */
export function senderRequest(values: SenderValues) {
  return {
    kind: values.kind,
    counterparty_ref: values.counterparty_ref?.ref,
    contact_ref: values.contact_ref?.ref,
    contact_phone: normalizeUaPhone(values.contact_phone) ?? values.contact_phone.trim(),
    city_ref: values.city_ref?.ref,
    ...(values.kind === 'warehouse'
      ? { warehouse_ref: values.warehouse_ref?.ref }
      : { address_ref: values.address_ref?.ref }),
  };
}
