import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { paymentStatuses } from '@supplier/contracts/orders';
import { carriers } from '@supplier/contracts/deliveries';
import { paymentMethodIds } from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { FilterSelect } from '@/components/ui/filter-select';
import { Label } from '@/components/ui/label';
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
  const errorId = `${id}-range`;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border bg-card p-3" data-testid="orders-filters">
      <legend className="sr-only">{t('list.filters')}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(2,minmax(8rem,10rem))_repeat(4,minmax(9rem,1fr))_auto] lg:items-end">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-from`}>{t('list.dateFrom')}</Label>
          <DateInput
            id={`${id}-from`}
            value={params.date_from}
            onChange={(date_from) => onChange({ date_from })}
            data-testid="orders-date-from"
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-to`}>{t('list.dateTo')}</Label>
          <DateInput
            id={`${id}-to`}
            value={params.date_to}
            onChange={(date_to) => onChange({ date_to })}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? errorId : undefined}
            data-testid="orders-date-to"
          />
        </div>
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
            className="col-span-2 justify-self-start lg:col-span-1"
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
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('list.dateRange')}
        </p>
      )}
    </fieldset>
  );
}
