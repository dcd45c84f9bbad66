import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PURPOSE_TEMPLATE,
  PURPOSE_MAX_LENGTH,
  RECIPIENT_MAX_LENGTH,
  installmentBanks,
  installmentMonths,
  paymentSettingsSchemas,
  type PaymentMethod,
  type PaymentSettings,
  paymentMethodsIssueText,
} from '@supplier/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { usePaymentMethod } from '../api/get-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { PAYMENT_METHODS_PATHS } from '../paths';
import { groupIban } from './method-summary';
import { RecordStates } from '@/components/ui/page-states';
import { Switch } from '@/components/ui/switch';

interface Values {
  prepayment: string;
  iban: string;
  recipient: string;
  tax_id: string;
  purpose_template: string;
  bank: string;
  months: number[];
  /** The method's switch: sent beside the settings, not one of them. */
  enabled: boolean;
}

const FIELDS: Record<PaymentMethod['id'], (keyof Values)[]> = {
  cod: ['prepayment'],
  bank_transfer: ['iban', 'recipient', 'tax_id', 'purpose_template'],
  card_online: [],
  installments: ['bank', 'months'],
};

function initialValues(method: PaymentMethod, enableOnSave: boolean): Values {
  const values: Values = {
    prepayment: '',
    iban: '',
    recipient: '',
    tax_id: '',
    purpose_template: DEFAULT_PURPOSE_TEMPLATE,
    bank: installmentBanks[0],
    months: [...installmentMonths.slice(0, 3)],
    // A method filled in for the first time is meant to be used: it starts on (the seller may turn it off).
    enabled: method.enabled || enableOnSave || !method.configured,
  };
  if (method.id === 'cod' && method.settings?.prepayment != null) {
    values.prepayment = String(method.settings.prepayment).replace('.', ',');
  }
  if (method.id === 'bank_transfer' && method.settings) {
    Object.assign(values, { ...method.settings, iban: groupIban(method.settings.iban) });
  }
  if (method.id === 'installments' && method.settings) {
    values.bank = method.settings.bank;
    values.months = [...method.settings.months];
  }
  return values;
}

/** The form's values as the method's settings (only the fields it has). */
const settingsOf = (id: PaymentMethod['id']) => (values: Values) =>
  Object.fromEntries(FIELDS[id].map((field) => [field, values[field]]));

/** `methods/details/{id}`: one method's switch and settings, checked with the API's rules. */
export function PaymentMethodDetails({ id, enableOnSave }: { id: string; enableOnSave: boolean }) {
  const { t } = useTranslation('payment-methods');
  const method = usePaymentMethod(id);
  return (
    <RecordStates
      result={method}
      valid
      texts={{ notFound: t('form.notFound'), back: t('actions.back') }}
      backTo={PAYMENT_METHODS_PATHS.methods}
      testId="payment-method"
      loading={{ rows: 3, className: 'h-12' }}
    >
      {(data) => <MethodForm key={data.id} method={data} enableOnSave={enableOnSave} />}
    </RecordStates>
  );
}

function MethodForm({ method, enableOnSave }: { method: PaymentMethod; enableOnSave: boolean }) {
  const { t } = useTranslation('payment-methods');
  const update = useUpdatePaymentMethod();
  const form = useForm<Values, unknown, PaymentSettings[typeof method.id]>({
    resolver: schemaResolver<Values, (typeof paymentSettingsSchemas)[typeof method.id]>(
      paymentSettingsSchemas[method.id],
      settingsOf(method.id),
      { issueText: paymentMethodsIssueText, fieldOf: topLevelField },
    ),
    defaultValues: initialValues(method, enableOnSave),
  });
  const values = useWatch({ control: form.control });
  const enabled = values.enabled;
  const { errors } = form.formState;
  const name = t(`methods.${method.id}.name`);

  const onSubmit = form.handleSubmit((settings) =>
    update.mutateAsync({ id: method.id, settings, enabled: form.getValues('enabled') }).then(
      (result) => toast({ variant: 'successful', description: result.message }),
      (error: unknown) =>
        applyServerErrors(error, form.setError, FIELDS[method.id] as Path<Values>[], {
          statuses: null,
          prefix: 'settings.',
          nested: true,
        }),
    ),
  );

  const text = (
    field: 'prepayment' | 'iban' | 'recipient' | 'tax_id',
    label: string,
    extra: { description?: string; placeholder?: string; inputMode?: 'decimal' | 'numeric'; className?: string } = {},
  ) => (
    <FormField
      label={label}
      error={errors[field]?.message}
      description={extra.description}
      limit={field === 'recipient' ? { max: RECIPIENT_MAX_LENGTH, length: textLength(values[field]) } : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...form.register(field)}
          placeholder={extra.placeholder}
          inputMode={extra.inputMode}
          className={extra.className}
          autoComplete="off"
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-xl">
          {name}
        </CardTitle>
        <CardDescription>{t(`methods.${method.id}.description`)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={update.isPending}
          className="grid gap-5"
          data-testid="payment-method-form"
        >
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
            <div>
              <Label htmlFor="payment-method-enabled">{t('form.enabled')}</Label>
              <p className="mt-1 text-sm text-muted-foreground">{t('form.enabledHint')}</p>
            </div>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Switch id="payment-method-enabled" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          </div>

          {method.id === 'cod' &&
            text('prepayment', t('form.prepayment'), { description: t('form.prepaymentHint'), inputMode: 'decimal' })}

          {method.id === 'bank_transfer' && (
            <>
              {text('iban', t('form.iban'), { description: t('form.ibanHint'), className: 'font-mono' })}
              {text('recipient', t('form.recipient'), { placeholder: t('form.recipientPlaceholder') })}
              {text('tax_id', t('form.taxId'), { description: t('form.taxIdHint'), inputMode: 'numeric' })}
              <FormField
                label={t('form.purpose')}
                error={errors.purpose_template?.message}
                description={t('form.purposeHint')}
                limit={{ max: PURPOSE_MAX_LENGTH, length: textLength(values.purpose_template) }}
              >
                {(control) => (
                  <textarea
                    {...control}
                    {...form.register('purpose_template')}
                    rows={3}
                    className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
                  />
                )}
              </FormField>
            </>
          )}

          {method.id === 'card_online' && <p className="text-sm text-muted-foreground">{t('form.noSettings')}</p>}

          {method.id === 'installments' && (
            <>
              <FormField label={t('form.bank')} error={errors.bank?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('bank')}>
                    {installmentBanks.map((bank) => (
                      <option key={bank} value={bank}>
                        {t(`banks.${bank}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <Controller
                control={form.control}
                name="months"
                render={({ field, fieldState }) => (
                  <fieldset className="grid gap-2" aria-describedby={fieldState.error ? 'months-error' : undefined}>
                    <legend className="mb-1 text-sm font-medium">{t('form.months')}</legend>
                    <div className="flex flex-wrap gap-x-5 gap-y-2">
                      {installmentMonths.map((count) => (
                        <div key={count} className="flex items-center gap-2">
                          <Checkbox
                            id={`months-${count}`}
                            checked={field.value.includes(count)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked ? [...field.value, count] : field.value.filter((value) => value !== count),
                              )
                            }
                          />
                          <Label htmlFor={`months-${count}`}>{t('form.monthsOption', { count })}</Label>
                        </div>
                      ))}
                    </div>
                    {fieldState.error && (
                      <p id="months-error" role="alert" className="text-sm text-destructive">
                        {fieldState.error.message}
                      </p>
                    )}
                  </fieldset>
                )}
              />
            </>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={PAYMENT_METHODS_PATHS.methods}>{t('actions.back')}</Link>
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending
                ? t('actions.saving')
                : enabled && !method.enabled
                  ? t('actions.saveAndEnable')
                  : t('actions.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
