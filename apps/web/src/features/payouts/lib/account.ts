import { isValidEdrpou, isValidRnokpp, isValidUaIban } from '@supplier/contracts/money-payouts';

/** `UA21 3223 1300 0002 6007 2335 6600 1`: the IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export type IbanProblem = 'required' | 'format' | 'checksum';

/** `UA` + 27 digits with a valid ISO 13616 mod-97 checksum (the API checks the same). */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!iban) return 'required';
  if (!/^UA\d{27}$/.test(iban)) return 'format';
  return isValidUaIban(iban) ? null : 'checksum';
}

export type TaxIdProblem = 'required' | 'format' | 'checksum';

/** EDRPOU (8 digits) or ІПН/РНОКПП (10 digits), each with its check digit. */
export function taxIdProblem(value: string): TaxIdProblem | null {
  const taxId = value.trim();
  if (!taxId) return 'required';
  if (!/^(\d{8}|\d{10})$/.test(taxId)) return 'format';
  return (taxId.length === 8 ? isValidEdrpou(taxId) : isValidRnokpp(taxId)) ? null : 'checksum';
}
