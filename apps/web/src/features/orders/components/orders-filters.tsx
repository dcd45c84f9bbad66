import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { paymentStatuses } from '@supplier/contracts/orders';
import { carriers } from '@supplier/contracts/deliveries';
import { paymentMethodIds } from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
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
  const select = cn(inputClassName, 'w-full');
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
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-method`}>{t('list.paymentMethod')}</Label>
          <select
            id={`${id}-method`}
            value={params.payment_method}
            onChange={(event) => onChange({ payment_method: event.target.value as Filters['payment_method'] })}
            className={select}
            data-testid="orders-payment-method"
          >
            <option value="">{t('list.anyPaymentMethod')}</option>
            {paymentMethodIds.map((method) => (
              <option key={method} value={method}>
                {t(`payment-methods:methods.${method}.name`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-payment`}>{t('list.paymentStatus')}</Label>
          <select
            id={`${id}-payment`}
            value={params.payment_status}
            onChange={(event) => onChange({ payment_status: event.target.value as Filters['payment_status'] })}
            className={select}
            data-testid="orders-payment-status"
          >
            <option value="">{t('list.anyPaymentStatus')}</option>
            {paymentStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`paymentStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-delivery`}>{t('list.deliveryMethod')}</Label>
          <select
            id={`${id}-delivery`}
            value={params.delivery_method}
            onChange={(event) => onChange({ delivery_method: event.target.value as Filters['delivery_method'] })}
            className={select}
            data-testid="orders-delivery-method"
          >
            <option value="">{t('list.anyDeliveryMethod')}</option>
            {carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {t(`deliveries:carriers.${carrier}.name`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-ttn`}>{t('list.ttn')}</Label>
          <select
            id={`${id}-ttn`}
            value={params.has_ttn}
            onChange={(event) => onChange({ has_ttn: event.target.value as Filters['has_ttn'] })}
            className={select}
            data-testid="orders-has-ttn"
          >
            <option value="">{t('list.anyTtn')}</option>
            <option value="true">{t('list.withTtn')}</option>
            <option value="false">{t('list.withoutTtn')}</option>
          </select>
        </div>
        {stores.length > 1 && (
          <div className="grid min-w-0 gap-2">
            <Label htmlFor={`${id}-store`}>{t('list.store')}</Label>
            <select
              id={`${id}-store`}
              value={params.store_id}
              onChange={(event) => onChange({ store_id: event.target.value })}
              className={select}
              data-testid="orders-store"
            >
              <option value="">{t('list.anyStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={String(store.id)}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
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
