import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { paymentStatuses } from '@supplier/contracts/orders';
import { carriers } from '@supplier/contracts/deliveries';
import { paymentMethodIds } from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFields, dateRangeErrorId, FiltersPanel } from '@/components/ui/filters-panel';
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

/** Dates, payment method and status, delivery method and with/without TTN (native controls: keyboard and phones work). */
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
  const id = useId();
  return (
    <FiltersPanel legend={t('list.filters')} testId="orders-filters">
      {/* Each control as wide as its longest text (a native select's own width), wrapping as a row fills:
          fixed columns cut «Будь-яка доставка». On a phone one per line. */}
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <DateRangeFields
          id={id}
          labels={{ from: t('list.dateFrom'), to: t('list.dateTo') }}
          from={params.date_from}
          to={params.date_to}
          invalid={rangeInvalid}
          onChange={onChange}
          testIds={{ from: 'orders-date-from', to: 'orders-date-to' }}
        />
        <FilterSelect
          id={`${id}-method`}
          label={t('list.paymentMethod')}
          anyLabel={t('list.anyPaymentMethod')}
          value={params.payment_method}
          options={paymentMethodIds.map((method) => ({
            value: method,
            label: t(`payment-methods:methods.${method}.name`),
          }))}
          onChange={(payment_method) => onChange({ payment_method })}
          testId="orders-payment-method"
        />
        <FilterSelect
          id={`${id}-payment`}
          label={t('list.paymentStatus')}
          anyLabel={t('list.anyPaymentStatus')}
          value={params.payment_status}
          options={paymentStatuses.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) }))}
          onChange={(payment_status) => onChange({ payment_status })}
          testId="orders-payment-status"
        />
        <FilterSelect
          id={`${id}-delivery`}
          label={t('list.deliveryMethod')}
          anyLabel={t('list.anyDeliveryMethod')}
          value={params.delivery_method}
          options={carriers.map((carrier) => ({ value: carrier, label: t(`deliveries:carriers.${carrier}.name`) }))}
          onChange={(delivery_method) => onChange({ delivery_method })}
          testId="orders-delivery-method"
        />
        <FilterSelect
          id={`${id}-ttn`}
          label={t('list.ttn')}
          anyLabel={t('list.anyTtn')}
          value={params.has_ttn}
          options={[
            { value: 'true', label: t('list.withTtn') },
            { value: 'false', label: t('list.withoutTtn') },
          ]}
          onChange={(has_ttn) => onChange({ has_ttn })}
          testId="orders-has-ttn"
        />
        {stores.length > 1 && (
          <FilterSelect
            id={`${id}-store`}
            label={t('list.store')}
            anyLabel={t('list.anyStore')}
            value={params.store_id}
            options={stores.map((store) => ({ value: String(store.id), label: store.name }))}
            onChange={(store_id) => onChange({ store_id })}
            testId="orders-store"
          />
        )}
        {active && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() =>
              onChange({
                date_from: '',
                date_to: '',
                payment_method: '',
                payment_status: '',
                delivery_method: '',
                has_ttn: '',
                store_id: '',
              })
            }
          >
            <X aria-hidden />
            {t('list.reset')}
          </Button>
        )}
      </div>
      {rangeInvalid && (
        <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
          {t('list.dateRange')}
        </p>
      )}
    </FiltersPanel>
  );
}
