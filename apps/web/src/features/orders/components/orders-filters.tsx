import { useTranslation } from 'react-i18next';
import { paymentStatuses } from '@supplier/contracts/orders';
import { carriers } from '@supplier/contracts/deliveries';
import { paymentMethodIds } from '@supplier/contracts/payment-methods';
import { FilterBar } from '@/components/ui/filters-panel';
import type { OrdersParams } from '../lib/list-params';

type Filters = Pick<
  OrdersParams,
  'date_from' | 'date_to' | 'payment_method' | 'payment_status' | 'delivery_method' | 'has_ttn' | 'store_id'
>;

/** A store to filter by (the supplier's stores, given by the page). */
export interface StoreOption {
  id: number;
  name: string;
}

/** Dates, payment method and status, delivery method, with/without TTN and, with several, the store. */
export function OrdersFilters({
  params,
  stores,
  active,
  rangeInvalid,
  onChange,
}: {
  params: Filters;
  stores: StoreOption[];
  active: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<Filters>): void;
}) {
  const { t } = useTranslation(['orders', 'deliveries', 'payment-methods']);
  return (
    <FilterBar<Filters>
      legend={t('list.filters')}
      testId="orders-filters"
      params={params}
      active={active}
      rangeInvalid={rangeInvalid}
      texts={{ reset: t('list.reset'), dateRange: t('list.dateRange') }}
      onChange={onChange}
      fields={[
        {
          dates: { from: t('list.dateFrom'), to: t('list.dateTo') },
          testIds: { from: 'orders-date-from', to: 'orders-date-to' },
        },
        {
          key: 'payment_method',
          label: t('list.paymentMethod'),
          anyLabel: t('list.anyPaymentMethod'),
          options: paymentMethodIds.map((method) => ({
            value: method,
            label: t(`payment-methods:methods.${method}.name`),
          })),
          testId: 'orders-payment-method',
        },
        {
          key: 'payment_status',
          label: t('list.paymentStatus'),
          anyLabel: t('list.anyPaymentStatus'),
          options: paymentStatuses.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) })),
          testId: 'orders-payment-status',
        },
        {
          key: 'delivery_method',
          label: t('list.deliveryMethod'),
          anyLabel: t('list.anyDeliveryMethod'),
          options: carriers.map((carrier) => ({ value: carrier, label: t(`deliveries:carriers.${carrier}.name`) })),
          testId: 'orders-delivery-method',
        },
        {
          key: 'has_ttn',
          label: t('list.ttn'),
          anyLabel: t('list.anyTtn'),
          options: [
            { value: 'true', label: t('list.withTtn') },
            { value: 'false', label: t('list.withoutTtn') },
          ],
          testId: 'orders-has-ttn',
        },
        {
          key: 'store_id',
          label: t('list.store'),
          anyLabel: t('list.anyStore'),
          options: stores.map((store) => ({ value: String(store.id), label: store.name })),
          testId: 'orders-store',
          hidden: stores.length <= 1,
        },
      ]}
    />
  );
}
