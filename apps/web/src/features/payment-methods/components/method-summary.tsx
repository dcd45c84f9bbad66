import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@supplier/contracts/payment-methods';
import { formatHryvnias } from '@/lib/money-format';

/** `UA21 3223 …` grouped by four for reading. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** One line of what a method's settings say, or null when there are none. */
export function useMethodSummary(method: PaymentMethod): string | null {
  const { t } = useTranslation('payment-methods');
  switch (method.id) {
    case 'cod':
      if (!method.settings) return null;
      return method.settings.prepayment !== null
        ? t('summary.prepayment', { amount: formatHryvnias(method.settings.prepayment) })
        : t('summary.noPrepayment');
    case 'bank_transfer':
      return (
        method.settings &&
        t('summary.bank', { iban: groupIban(method.settings.iban), recipient: method.settings.recipient })
      );
    case 'card_online':
      return t('summary.card');
    case 'installments':
      return (
        method.settings &&
        t('summary.installments', {
          bank: t(`banks.${method.settings.bank}`),
          months: method.settings.months.join(', '),
        })
      );
  }
}
