import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Combobox, type ComboboxProps } from '../combobox';
import type { PickedField, SenderValues } from './sender-values';

type PickerProps<T> = Omit<ComboboxProps<T>, 'id' | 'value' | 'onSelect' | 'name' | 'ref'>;

interface PickerFieldProps<T> extends PickerProps<T> {
  name: PickedField;
  label: string;
  description?: ReactNode;
  /** Called before the choice is stored; `changed` when it is another Ref than before. */
  onPick?: (item: T, changed: boolean) => void;
}

/** A sender form field picked from Nova Poshta's list: holds the Ref and the text shown for it. */
export function PickerField<T>({ name, label, description, onPick, ...picker }: PickerFieldProps<T>) {
  const { control, formState } = useFormContext<SenderValues>();
  return (
    <FormField label={label} error={formState.errors[name]?.message} description={description}>
      {(controlProps) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Combobox<T>
              {...controlProps}
              {...picker}
              ref={field.ref}
              name={name}
              value={field.value && { key: field.value.ref, label: field.value.label }}
              onSelect={(item) => {
                const ref = picker.getKey(item);
                onPick?.(item, ref !== field.value?.ref);
                field.onChange({ ref, label: picker.getLabel(item) });
              }}
            />
          )}
        />
      )}
    </FormField>
  );
}
