import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARRIER_TEXT_MAX_LENGTH,
  carrierSettingsSchemas,
  npDeliveryTypes,
  npPayerTypes,
  ukrposhtaServices,
  type Carrier,
  type CarrierSettings,
  type DeliveryMethod,
  deliveriesIssueText,
} from '@supplier/contracts/deliveries';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { normalizeUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDeliveryMethod } from '../api/update-delivery-method';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { NativeSelect } from '@/components/ui/native-select';

/** Every carrier's form fields as text (Nova Poshta's delivery types as a list); the schema converts them. */
type Values = Record<string, string | string[]>;

const TEXT_FIELDS: Record<Exclude<Carrier, 'novaposhta'>, string[]> = {
  ukrposhta: ['sender_name', 'sender_phone', 'sender_postcode', 'service'],
  meest: ['sender_name', 'sender_phone', 'sender_city', 'sender_branch'],
  pickup: ['address', 'hours', 'phone'],
  courier: ['zone', 'price', 'free_from'],
};

const PHONE_FIELDS = new Set(['sender_phone', 'phone']);

function initialValues(method: DeliveryMethod): Values {
  if (method.carrier === 'novaposhta') {
    return { payer_type: method.settings.payer_type, delivery_types: [...method.settings.delivery_types] };
  }
  const stored = (method.settings ?? {}) as Record<string, unknown>;
  const values: Values = {};
  for (const field of TEXT_FIELDS[method.carrier]) {
    const value = stored[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  if (method.carrier === 'ukrposhta' && !values.service) values.service = 'standard';
  return values;
}

/** Form text onto the request: phones as E.164 (when they are phones), empty optional fields left empty. */
function prepare(values: Values): Values {
  const body: Values = { ...values };
  for (const field of PHONE_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) body[field] = normalizeUaPhone(value) ?? value;
  }
  return body;
}

interface CarrierSettingsDialogProps {
  method: DeliveryMethod | null;
  /** Switch the carrier on together with saving (it was off and had no settings). */
  enableOnSave: boolean;
  onClose: () => void;
}

/** The settings of one carrier, checked with the same rules as the API. */
export function CarrierSettingsDialog({ method, enableOnSave, onClose }: CarrierSettingsDialogProps) {
  const { t } = useTranslation('deliveries');
  const name = method ? t(`carriers.${method.carrier}.name`) : '';
  return (
    <Dialog open={method !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('settings.title', { name })}</DialogTitle>
          <DialogDescription>{t('settings.description')}</DialogDescription>
        </DialogHeader>
        {method && (
          <CarrierSettingsForm key={method.carrier} method={method} enableOnSave={enableOnSave} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CarrierSettingsForm({
  method,
  enableOnSave,
  onDone,
}: {
  method: DeliveryMethod;
  enableOnSave: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('deliveries');
  const update = useUpdateDeliveryMethod();
  const carrier = method.carrier;
  const form = useForm<Values, unknown, CarrierSettings[typeof carrier]>({
    resolver: schemaResolver<Values, (typeof carrierSettingsSchemas)[typeof carrier]>(
      carrierSettingsSchemas[carrier],
      prepare,
      {
        issueText: deliveriesIssueText,
        fieldOf: topLevelField,
      },
    ),
    defaultValues: initialValues(method),
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  const error = (field: string) => (errors as Record<string, { message?: string } | undefined>)[field]?.message;
  const fields = carrier === 'novaposhta' ? ['payer_type', 'delivery_types'] : TEXT_FIELDS[carrier];

  const onSubmit = form.handleSubmit((settings) =>
    update.mutateAsync({ carrier, settings, ...(enableOnSave ? { enabled: true } : {}) }).then(
      (result) => {
        toast({ variant: 'successful', description: result.message });
        onDone();
      },
      (failure: unknown) =>
        applyServerErrors(failure, form.setError, fields as Path<Values>[], {
          statuses: null,
          prefix: 'settings.',
          nested: true,
        }),
    ),
  );

  const textLimitOf = (field: keyof typeof CARRIER_TEXT_MAX_LENGTH) => ({
    max: CARRIER_TEXT_MAX_LENGTH[field],
    length: textLength(values[field]),
  });

  const text = (
    field: string,
    label: string,
    extra: { placeholder?: string; description?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <FormField
      key={field}
      label={label}
      error={error(field)}
      description={extra.description}
      limit={field in CARRIER_TEXT_MAX_LENGTH ? textLimitOf(field as keyof typeof CARRIER_TEXT_MAX_LENGTH) : undefined}
    >
      {(control) =>
        PHONE_FIELDS.has(field) ? (
          <PhoneInput {...control} {...form.register(field)} />
        ) : (
          <Input {...control} {...form.register(field)} placeholder={extra.placeholder} inputMode={extra.inputMode} />
        )
      }
    </FormField>
  );

  let body;
  switch (carrier) {
    case 'novaposhta':
      body = (
        <>
          <FormField label={t('settings.payerType')} error={error('payer_type')}>
            {(control) => (
              <NativeSelect {...control} {...form.register('payer_type')}>
                {npPayerTypes.map((payer) => (
                  <option key={payer} value={payer}>
                    {t(`settings.payer.${payer}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Controller
            control={form.control}
            name="delivery_types"
            render={({ field, fieldState }) => {
              const types = Array.isArray(field.value) ? field.value : [];
              return (
                <fieldset className="grid gap-2" aria-describedby={fieldState.error ? 'np-types-error' : undefined}>
                  <legend className="mb-1 text-sm font-medium">{t('settings.deliveryTypes')}</legend>
                  {npDeliveryTypes.map((type) => (
                    <div key={type} className="flex items-center gap-2">
                      <Checkbox
                        id={`np-type-${type}`}
                        checked={types.includes(type)}
                        onCheckedChange={(checked) =>
                          field.onChange(checked ? [...types, type] : types.filter((item) => item !== type))
                        }
                      />
                      <Label htmlFor={`np-type-${type}`}>{t(`settings.deliveryType.${type}`)}</Label>
                    </div>
                  ))}
                  {fieldState.error && (
                    <p id="np-types-error" role="alert" className="text-sm text-destructive">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              );
            }}
          />
          <p className="text-sm text-muted-foreground">{t('settings.novaposhtaHint')}</p>
        </>
      );
      break;
    case 'ukrposhta':
      body = (
        <>
          {text('sender_name', t('settings.senderName'))}
          {text('sender_phone', t('settings.senderPhone'))}
          {text('sender_postcode', t('settings.senderPostcode'), { inputMode: 'numeric' })}
          <FormField label={t('settings.service')} error={error('service')}>
            {(control) => (
              <NativeSelect {...control} {...form.register('service')}>
                {ukrposhtaServices.map((service) => (
                  <option key={service} value={service}>
                    {t(`settings.services.${service}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </>
      );
      break;
    case 'meest':
      body = (
        <>
          {text('sender_name', t('settings.senderName'))}
          {text('sender_phone', t('settings.senderPhone'))}
          {text('sender_city', t('settings.senderCity'))}
          {text('sender_branch', t('settings.senderBranch'), { inputMode: 'numeric' })}
        </>
      );
      break;
    case 'pickup':
      body = (
        <>
          {text('address', t('settings.address'), { placeholder: t('settings.addressPlaceholder') })}
          {text('hours', t('settings.hours'), { placeholder: t('settings.hoursPlaceholder') })}
          {text('phone', t('settings.phone'))}
        </>
      );
      break;
    case 'courier':
      body = (
        <>
          {text('zone', t('settings.zone'), { placeholder: t('settings.zonePlaceholder') })}
          {text('price', t('settings.price'), { inputMode: 'decimal', description: t('settings.priceHint') })}
          {text('free_from', t('settings.freeFrom'), { inputMode: 'decimal' })}
        </>
      );
      break;
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="grid gap-4">
      {body}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('actions.saving') : enableOnSave ? t('actions.saveAndEnable') : t('actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
