import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NpContactPerson, NpCounterparty } from '@supplier/contracts/deliveries';
import { FormField } from '@/components/ui/form-field';
import { formatUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { useContactPersons } from '../../api/get-contact-persons';
import { useCounterparties } from '../../api/get-counterparties';
import { PickerField } from './picker-field';
import { byText, useLookup } from './use-lookup';
import type { SenderValues } from './sender-values';

/** Відправник: another one drops the contact and address picked for the previous. */
export function CounterpartyPicker() {
  const { t } = useTranslation('deliveries');
  const { setValue } = useFormContext<SenderValues>();
  const [text, setText] = useState('');
  const counterparties = useCounterparties(true);
  const lookup = useLookup(counterparties);
  return (
    <PickerField<NpCounterparty>
      {...lookup}
      name="counterparty_ref"
      label={t('sender.counterparty')}
      items={(counterparties.data ?? []).filter((c) => byText(text)(c.description))}
      getKey={(c) => c.ref}
      getLabel={(c) => c.description}
      getDescription={(c) => [c.ownership_form, c.edrpou].filter(Boolean).join(' · ')}
      onPick={(_, changed) => {
        if (!changed) return;
        setValue('contact_ref', null);
        setValue('address_ref', null);
      }}
      onInputChange={setText}
      placeholder={t('sender.searchPlaceholder')}
    />
  );
}

/** Контактна особа of the picked sender; picking one fills in its phone. */
export function ContactPicker() {
  const { t } = useTranslation('deliveries');
  const { control, setValue } = useFormContext<SenderValues>();
  const counterparty = useWatch({ control, name: 'counterparty_ref' });
  const [text, setText] = useState('');
  const contacts = useContactPersons(counterparty?.ref ?? null);
  const lookup = useLookup(contacts);
  return (
    <PickerField<NpContactPerson>
      {...lookup}
      name="contact_ref"
      label={t('sender.contact')}
      items={(contacts.data ?? []).filter((c) => byText(text)(`${c.description} ${c.phone}`))}
      getKey={(c) => c.ref}
      getLabel={(c) => c.description}
      getDescription={(c) => formatUaPhone(c.phone)}
      onPick={(c) => {
        if (c.phone) setValue('contact_phone', formatUaPhone(c.phone));
      }}
      onInputChange={setText}
      hint={counterparty ? null : t('sender.chooseCounterparty')}
      placeholder={t('sender.searchPlaceholder')}
    />
  );
}

export function PhoneField() {
  const { t } = useTranslation('deliveries');
  const { control, formState } = useFormContext<SenderValues>();
  return (
    <FormField label={t('sender.phone')} error={formState.errors.contact_phone?.message}>
      {(controlProps) => (
        <Controller
          name="contact_phone"
          control={control}
          render={({ field }) => (
            <PhoneInput
              {...controlProps}
              ref={field.ref}
              name="contact_phone"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            />
          )}
        />
      )}
    </FormField>
  );
}
