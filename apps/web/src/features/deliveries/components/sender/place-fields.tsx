import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NpAddress, NpSettlement, NpWarehouse } from '@supplier/contracts/deliveries';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebounced } from '@/lib/use-debounced';
import { useAddresses } from '../../api/get-addresses';
import { useWarehouseTypes } from '../../api/get-warehouse-types';
import { useWarehouses } from '../../api/get-warehouses';
import { useSettlements } from '../../api/search-settlements';
import { PickerField } from './picker-field';
import { byText, useLookup } from './use-lookup';
import type { SenderValues } from './sender-values';

/** Місто, found by name from 2 letters; another one drops the branch and address picked in the previous. */
export function CityPicker() {
  const { t } = useTranslation('deliveries');
  const { setValue } = useFormContext<SenderValues>();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 350);
  const settlements = useSettlements(search);
  const lookup = useLookup(settlements);
  return (
    <PickerField<NpSettlement>
      {...lookup}
      name="city_ref"
      label={t('sender.city')}
      items={search.length >= 2 ? (settlements.data ?? []) : []}
      getKey={(s) => s.city_ref}
      getLabel={(s) => s.present}
      onPick={(_, changed) => {
        if (!changed) return;
        setValue('warehouse_ref', null);
        setValue('address_ref', null);
      }}
      onInputChange={setText}
      hint={search.length < 2 ? t('sender.cityHint') : null}
      placeholder={t('sender.cityPlaceholder')}
    />
  );
}

/** Where parcels leave from: a branch or the sender's address. */
export function KindChoice() {
  const { t } = useTranslation('deliveries');
  const { register } = useFormContext<SenderValues>();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('sender.kind')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['warehouse', 'address'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="radio" value={option} {...register('kind')} className="size-4 accent-primary" />
            {option === 'warehouse' ? t('sender.kindWarehouse') : t('sender.kindAddress')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Відділення of the picked city, narrowed by type and by what is typed (at most 50 shown). */
export function WarehousePicker() {
  const { t } = useTranslation('deliveries');
  const { control } = useFormContext<SenderValues>();
  const city = useWatch({ control, name: 'city_ref' });
  const [typeRef, setTypeRef] = useState('');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const types = useWarehouseTypes(true);
  const warehouses = useWarehouses({ cityRef: city?.ref ?? '', typeRef, search }, true);
  const lookup = useLookup(warehouses);
  const items = warehouses.data?.data ?? [];
  const total = warehouses.data?.total ?? 0;
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <FormField label={t('sender.warehouseType')}>
        {(controlProps) => (
          <NativeSelect {...controlProps} value={typeRef} onChange={(event) => setTypeRef(event.target.value)}>
            <option value="">{t('sender.allTypes')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.ref} value={type.ref}>
                {type.description}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <PickerField<NpWarehouse>
        {...lookup}
        name="warehouse_ref"
        label={t('sender.warehouse')}
        description={total > items.length ? t('sender.warehousesMore', { shown: items.length, total }) : undefined}
        items={items}
        getKey={(w) => w.ref}
        getLabel={(w) => w.description}
        onInputChange={setText}
        hint={city ? null : t('sender.chooseCity')}
        placeholder={t('sender.warehousePlaceholder')}
      />
    </div>
  );
}

/** Адреса: the picked sender's addresses in the picked city. */
export function AddressPicker() {
  const { t } = useTranslation('deliveries');
  const { control } = useFormContext<SenderValues>();
  const [counterparty, city] = useWatch({ control, name: ['counterparty_ref', 'city_ref'] });
  const [text, setText] = useState('');
  const addresses = useAddresses(counterparty?.ref ?? null, true);
  const lookup = useLookup(addresses);
  return (
    <PickerField<NpAddress>
      {...lookup}
      name="address_ref"
      label={t('sender.address')}
      items={(addresses.data ?? []).filter(
        (a) => (!city || !a.city_ref || a.city_ref === city.ref) && byText(text)(a.description),
      )}
      getKey={(a) => a.ref}
      getLabel={(a) => a.description}
      onInputChange={setText}
      hint={counterparty ? (city ? null : t('sender.chooseCity')) : t('sender.chooseCounterparty')}
      placeholder={t('sender.searchPlaceholder')}
    />
  );
}
