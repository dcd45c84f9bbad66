import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOCKER_MAX_CM,
  LOCKER_MAX_KG,
  WAYBILL_DESCRIPTION_MAX,
  isLockerBranch,
  lockerProblem,
  waybillPayers,
  waybillRequest,
  type OrderDetail,
  type WaybillParcel,
} from '@supplier/contracts/orders';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { applyServerErrors, dottedPathOrRoot, schemaResolver } from '@/lib/form';
import { formatNumber } from '@/lib/number-format';
import { textLength } from '@/lib/text-length';
import { useOrderWaybill, useWaybillParcel, type WaybillBody } from '../api/order-waybill';

const SIDES = ['length', 'width', 'height'] as const;

interface Values {
  weight: string;
  seats: string;
  payer: (typeof waybillPayers)[number];
  declared_value: string;
  description: string;
  length: string;
  width: string;
  height: string;
}

const FIELDS = ['weight', 'seats', 'payer', 'declared_value', 'description', ...SIDES, 'root'] as const;
/** `1,5` reads as 1.5; an empty field takes the contract's default (or the products'). */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value.trim().replace(',', '.')));

/** Weight, sizes and contents start empty until the products' parcel is read (an empty one is taken from the products). */
const valuesOf = (order: OrderDetail): Values => ({
  weight: '',
  seats: '1',
  payer: 'Recipient',
  declared_value: String(Math.max(1, Math.round(order.total))),
  description: '',
  length: '',
  width: '',
  height: '',
});

/** The parcel the products give, as the fields show it (`0,7` kg); a side not known stays empty. */
const parcelValues = (parcel: WaybillParcel): Pick<Values, 'weight' | 'description' | (typeof SIDES)[number]> => ({
  weight: String(parcel.weight).replace('.', ','),
  description: parcel.description,
  length: parcel.dimensions ? String(parcel.dimensions.length) : '',
  width: parcel.dimensions ? String(parcel.dimensions.width) : '',
  height: parcel.dimensions ? String(parcel.dimensions.height) : '',
});

/**
 * The Nova Poshta waybill of an order: the parcel (weight, seats), who pays the delivery, the
 * declared value and what is inside. Sender, recipient and cash on delivery come from the
 * supplier's sender settings and the order.
 */
export function WaybillDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const { create } = useOrderWaybill(order.id);
  const parcel = useWaybillParcel(order.id, open);
  const toLocker = parcel.data?.to_locker ?? isLockerBranch(order.delivery.branch);
  const form = useForm<Values, unknown, WaybillBody>({
    resolver: schemaResolver<Values, typeof waybillRequest>(
      waybillRequest,
      (values) => ({
        weight: numberOf(values.weight),
        seats: numberOf(values.seats),
        payer: values.payer,
        declared_value: numberOf(values.declared_value),
        description: values.description.trim() === '' ? undefined : values.description,
        length: numberOf(values.length),
        width: numberOf(values.width),
        height: numberOf(values.height),
        version: order.version,
      }),
      { fieldOf: dottedPathOrRoot },
    ),
    defaultValues: valuesOf(order),
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });

  useEffect(() => {
    if (open) form.reset(valuesOf(order));
    // only when the dialog opens: a live update of the order must not wipe what is typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && parcel.data)
      form.reset({ ...valuesOf(order), ...parcelValues(parcel.data) }, { keepDirtyValues: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, parcel.data]);

  /** A parcel locker's limits, checked here as the API checks them, so a refused parcel costs no call. */
  const lockerRefusal = (body: WaybillBody): string | null => {
    if (!parcel.data?.to_locker) return null;
    const { length, width, height } = body;
    const given = length && width && height ? { length, width, height } : null;
    const seats = body.seats ?? 1;
    const sizes = { weight: body.weight ?? parcel.data.weight, seats, dimensions: given ?? parcel.data.dimensions };
    const problem = lockerProblem(sizes);
    if (problem === 'waybill_locker_dimensions') return t('parcel.lockerDimensions');
    if (problem === 'waybill_locker_weight') {
      return t('parcel.lockerWeight', { max: LOCKER_MAX_KG, weight: formatNumber(sizes.weight / seats, 2) });
    }
    if (problem === 'waybill_locker_size') {
      const { length: l, width: w, height: h } = sizes.dimensions!;
      return t('parcel.lockerSize', { size: `${l}×${w}×${h}`, max: LOCKER_MAX_CM.join('×') });
    }
    return null;
  };

  const submit = form.handleSubmit((body) => {
    const refusal = lockerRefusal(body);
    if (refusal) return form.setError('root', { message: refusal });
    return create.mutateAsync(body).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onOpenChange(false);
      },
      (error: unknown) =>
        applyServerErrors(error, form.setError, FIELDS, { map: { _: 'root', version: 'root' }, fallbackField: 'root' }),
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('waybill.title', { number: order.number })}
      description={
        order.payment.method === 'cod' && order.payment.status !== 'paid'
          ? t('waybill.descriptionCod')
          : t('waybill.description')
      }
      onSubmit={submit}
      submitLabel={t('waybill.submit')}
      busy={create.isPending}
      testId="waybill-dialog"
      submitTestId="waybill-submit"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('waybill.weight')} error={errors.weight?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('weight')}
              inputMode="decimal"
              placeholder={t('parcel.fromProductsPlaceholder')}
              data-testid="waybill-weight"
            />
          )}
        </FormField>
        <FormField label={t('waybill.seats')} error={errors.seats?.message}>
          {(control) => (
            <Input {...control} {...form.register('seats')} inputMode="numeric" data-testid="waybill-seats" />
          )}
        </FormField>
        <FormField label={t('waybill.payer')} error={errors.payer?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('payer')}
              className={cn(inputClassName, 'w-full')}
              data-testid="waybill-payer"
            >
              {waybillPayers.map((payer) => (
                <option key={payer} value={payer}>
                  {t(`waybill.payers.${payer}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('waybill.declaredValue')} error={errors.declared_value?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('declared_value')}
              inputMode="decimal"
              data-testid="waybill-declared-value"
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('parcel.dimensions')}</legend>
        <div className="grid grid-cols-3 items-start gap-2">
          {SIDES.map((side) => (
            <FormField key={side} label={t(`parcel.${side}`)} error={errors[side]?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register(side)}
                  inputMode="numeric"
                  placeholder={t('parcel.fromProductsPlaceholder')}
                  data-testid={`waybill-${side}`}
                />
              )}
            </FormField>
          ))}
        </div>
        <p className="text-xs text-muted-foreground" data-testid="waybill-parcel-hint">
          {toLocker ? t('parcel.lockerHint') : t('parcel.fromProducts')}
          {parcel.data && !parcel.data.dimensions && ` ${t('parcel.noProductSizes')}`}
        </p>
      </fieldset>
      <FormField
        label={t('waybill.contents')}
        error={errors.description?.message}
        limit={{ max: WAYBILL_DESCRIPTION_MAX, length: textLength(description) }}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('description')}
            placeholder={t('parcel.fromProductsPlaceholder')}
            data-testid="waybill-contents"
          />
        )}
      </FormField>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive" data-testid="waybill-error">
          {errors.root.message}
        </p>
      )}
    </FormDialog>
  );
}
