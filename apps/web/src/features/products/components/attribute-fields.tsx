import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ATTRIBUTE_TEXT_VALUE_MAX } from '@supplier/contracts/attributes';
import type { ProductRequest } from '@supplier/contracts/products';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { textLength } from '@/lib/text-length';
import { attributeKey, type FormAttribute, type FormGroup, type ProductFormValues } from '../lib/product-form';

function label(attribute: FormAttribute) {
  return (
    <>
      {attribute.name}
      {attribute.unit && <span className="text-muted-foreground">, {attribute.unit}</span>}
      {attribute.required && <span className="text-destructive"> *</span>}
    </>
  );
}

/** One select, yes/no, number or text attribute; a text states its limit. */
function SingleAttributeField({
  attribute,
  name,
  error,
  control,
  register,
}: {
  attribute: FormAttribute;
  name: `attributes.${string}`;
  error: string | undefined;
  control: Control<ProductFormValues, unknown, ProductRequest>;
  register: UseFormRegister<ProductFormValues>;
}) {
  const { t } = useTranslation('products');
  const value = useWatch({ control, name });
  return (
    <FormField
      label={label(attribute)}
      error={error}
      limit={attribute.type === 'text' ? { max: ATTRIBUTE_TEXT_VALUE_MAX, length: textLength(value) } : undefined}
    >
      {(controlProps) =>
        attribute.type === 'select' || attribute.type === 'boolean' ? (
          <select
            {...controlProps}
            {...register(name)}
            className={inputClassName}
            data-testid={`attribute-${attribute.id}`}
          >
            <option value="">{t('form.notChosen')}</option>
            {attribute.type === 'boolean' ? (
              <>
                <option value="true">{t('form.yes')}</option>
                <option value="false">{t('form.no')}</option>
              </>
            ) : (
              attribute.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))
            )}
          </select>
        ) : (
          <Input
            {...controlProps}
            {...register(name)}
            inputMode={attribute.type === 'number' ? 'decimal' : undefined}
            data-testid={`attribute-${attribute.id}`}
          />
        )
      }
    </FormField>
  );
}

/** The attributes of the category's groups, as the form's fields (one per type). */
export function AttributeFields({
  groups,
  control,
  register,
  errors,
}: {
  groups: FormGroup[];
  control: Control<ProductFormValues, unknown, ProductRequest>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const shown = new Set<number>();
  return (
    <div className="grid gap-6" data-testid="attribute-fields">
      {groups.map((group) => {
        const attributes = group.attributes.filter((a) => !shown.has(a.id) && shown.add(a.id));
        if (attributes.length === 0) return null;
        return (
          <fieldset key={group.id} className="grid gap-4" data-testid="attribute-group">
            <legend className="mb-2 text-sm font-semibold">{group.name}</legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              {attributes.map((attribute) => {
                const name = `attributes.${attributeKey(attribute.id)}` as const;
                const error = (errors.attributes as Record<string, { message?: string }> | undefined)?.[
                  attributeKey(attribute.id)
                ]?.message;
                if (attribute.type === 'multiselect') {
                  return (
                    <fieldset key={attribute.id} className="grid gap-2" data-testid={`attribute-${attribute.id}`}>
                      <legend className="text-sm font-medium">{label(attribute)}</legend>
                      <Controller
                        control={control}
                        name={name}
                        render={({ field }) => {
                          const chosen = Array.isArray(field.value) ? field.value : [];
                          return (
                            <div className="flex flex-wrap gap-x-4 gap-y-2">
                              {attribute.options.map((option) => {
                                const id = `attr-${attribute.id}-${option}`;
                                return (
                                  <div key={option} className="flex items-center gap-2">
                                    <Checkbox
                                      id={id}
                                      checked={chosen.includes(option)}
                                      onCheckedChange={(checked) =>
                                        field.onChange(
                                          checked ? [...chosen, option] : chosen.filter((x) => x !== option),
                                        )
                                      }
                                    />
                                    <Label htmlFor={id} className="font-normal">
                                      {option}
                                    </Label>
                                  </div>
                                );
                              })}
                            </div>
                          );
                        }}
                      />
                      {error && (
                        <p role="alert" className="text-sm text-destructive">
                          {error}
                        </p>
                      )}
                    </fieldset>
                  );
                }
                return (
                  <SingleAttributeField
                    key={attribute.id}
                    attribute={attribute}
                    name={name}
                    error={error}
                    control={control}
                    register={register}
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
