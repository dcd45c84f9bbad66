import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_UNIT_MAX,
  attributeRequest,
  attributeTypes,
  hasOptions,
  type Attribute,
  type AttributeRequest,
  type AttributeType,
} from '@supplier/contracts/attributes';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useSaveAttribute } from '../api/save-attribute';
import { catalogIssueText } from '@supplier/contracts/categories';
import { useEntityForm, type EntityFormDialogProps, type EntityFormSetup } from '@/lib/use-entity-form';

interface Values {
  name: string;
  type: AttributeType;
  unit: string;
  /** One option per line. */
  options: string;
  required: boolean;
}

const valuesOf = (attribute?: Attribute | null): Values => ({
  name: attribute?.name ?? '',
  type: attribute?.type ?? 'text',
  unit: attribute?.unit ?? '',
  options: attribute?.options.join('\n') ?? '',
  required: attribute?.required ?? false,
});

const prepare = (values: Values): AttributeRequest => ({
  ...values,
  options: values.options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean),
});

const FORM: EntityFormSetup<Values, typeof attributeRequest, Attribute> = {
  schema: attributeRequest,
  prepare,
  issueText: catalogIssueText,
  valuesOf,
  fields: ['name', 'type', 'unit', 'options', 'required'],
};

/** Create or edit an attribute: name, type, unit, options (select types), required. */
export function AttributeFormDialog(props: EntityFormDialogProps<Attribute>) {
  const { t } = useTranslation(['attributes', 'common']);
  const { form, dialog } = useEntityForm(props, FORM, useSaveAttribute());
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const required = useWatch({ control: form.control, name: 'required' });
  const [name, unit] = useWatch({ control: form.control, name: ['name', 'unit'] });

  return (
    <FormDialog
      {...dialog}
      title={props.entity ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      submitLabel={t('form.save')}
      testId="attribute-dialog"
      submitTestId="attribute-save"
    >
      <FormField
        label={t('fields.name')}
        error={errors.name?.message}
        limit={{ max: ATTRIBUTE_NAME_MAX, length: textLength(name) }}
      >
        {(control) => <Input {...control} {...form.register('name')} data-testid="attribute-name" />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('fields.type')} error={errors.type?.message}>
          {(control) => (
            <select {...control} {...form.register('type')} className={inputClassName} data-testid="attribute-type">
              {attributeTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('fields.unit')}
          error={errors.unit?.message}
          description={t('fields.unitHint')}
          limit={{ max: ATTRIBUTE_UNIT_MAX, length: textLength(unit) }}
        >
          {(control) => <Input {...control} {...form.register('unit')} data-testid="attribute-unit" />}
        </FormField>
      </div>
      {hasOptions(type) && (
        <FormField label={t('fields.options')} error={errors.options?.message} description={t('fields.optionsHint')}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('options')}
              rows={5}
              className={cn(inputClassName, 'h-auto')}
              data-testid="attribute-options"
            />
          )}
        </FormField>
      )}
      <div className="flex items-center gap-2">
        <Checkbox
          id="attribute-required"
          checked={required}
          onCheckedChange={(checked) => form.setValue('required', checked === true)}
          data-testid="attribute-required"
        />
        <Label htmlFor="attribute-required">{t('fields.required')}</Label>
      </div>
    </FormDialog>
  );
}
