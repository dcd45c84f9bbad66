import { useTranslation } from 'react-i18next';
import type { DeliveryMethod } from '@supplier/contracts/deliveries';
import { formatUaPhone } from '@/components/ui/phone-input';
import { formatHryvnias } from '@/lib/money-format';

/** One line of what a carrier's settings say, or null when there are none. */
export function useMethodSummary(method: DeliveryMethod): string | null {
  const { t } = useTranslation('deliveries');
  switch (method.carrier) {
    case 'novaposhta':
      return [
        t('summary.payer', { payer: t(`settings.payer.${method.settings.payer_type}`) }),
        t('summary.types', {
          types: method.settings.delivery_types.map((type) => t(`settings.deliveryType.${type}`)).join(', '),
        }),
      ].join(' · ');
    case 'ukrposhta':
      return (
        method.settings &&
        t('summary.sender', {
          name: method.settings.sender_name,
          phone: formatUaPhone(method.settings.sender_phone),
          postcode: method.settings.sender_postcode,
        })
      );
    case 'meest':
      return (
        method.settings &&
        t('summary.meest', {
          name: method.settings.sender_name,
          city: method.settings.sender_city,
          branch: method.settings.sender_branch,
        })
      );
    case 'pickup':
      return method.settings && t('summary.pickup', { address: method.settings.address, hours: method.settings.hours });
    case 'courier':
      if (!method.settings) return null;
      return method.settings.free_from !== null
        ? t('summary.courierFree', {
            zone: method.settings.zone,
            price: formatHryvnias(method.settings.price),
            from: formatHryvnias(method.settings.free_from),
          })
        : t('summary.courier', { zone: method.settings.zone, price: formatHryvnias(method.settings.price) });
  }
}
