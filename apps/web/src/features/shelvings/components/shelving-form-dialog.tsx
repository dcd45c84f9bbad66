import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SHELVING_CODE_MAX,
  SHELVING_NAME_MAX,
  SHELVING_NOTE_MAX,
  SHELVING_ZONE_MAX,
  shelvingRequest,
  type Shelving,
} from '@supplier/contracts/shelvings';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input, inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useSaveShelving } from '../api/save-shelving';
import { catalogIssueText } from '@supplier/contracts/categories';
import { useEntityForm, type EntityFormDialogProps, type EntityFormSetup } from '@/lib/use-entity-form';

interface Values {
  code: string;
  name: string;
  zone: string;
  note: string;
  capacity: string;
}

const valuesOf = (shelving?: Shelving | null): Values => ({
  code: shelving?.code ?? '',
  name: shelving?.name ?? '',
  zone: shelving?.zone ?? '',
  note: shelving?.note ?? '',
  capacity: shelving?.capacity === null || shelving?.capacity === undefined ? '' : String(shelving.capacity),
});

const FORM: EntityFormSetup<Values, typeof shelvingRequest, Shelving> = {
  schema: shelvingRequest,
  issueText: catalogIssueText,
  valuesOf,
  fields: ['code', 'name', 'zone', 'note', 'capacity'],
};

/** Create or edit a shelving: code (A-01-03), name, zone, note, capacity. */
export function ShelvingFormDialog(props: EntityFormDialogProps<Shelving>) {
  const { t } = useTranslation(['shelvings', 'common']);
  const { form, dialog } = useEntityForm(props, FORM, useSaveShelving());
  const { errors } = form.formState;
  const [code, zone, name, note] = useWatch({ control: form.control, name: ['code', 'zone', 'name', 'note'] });

  return (
    <FormDialog
      {...dialog}
      title={props.entity ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      submitLabel={t('form.save')}
      testId="shelving-dialog"
      submitTestId="shelving-save"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.code')}
          error={errors.code?.message}
          description={t('fields.codeHint')}
          limit={{ max: SHELVING_CODE_MAX, length: textLength(code) }}
        >
          {(control) => (
            <Input {...control} {...form.register('code')} autoCapitalize="characters" data-testid="shelving-code" />
          )}
        </FormField>
        <FormField
          label={t('fields.zone')}
          error={errors.zone?.message}
          limit={{ max: SHELVING_ZONE_MAX, length: textLength(zone) }}
        >
          {(control) => <Input {...control} {...form.register('zone')} data-testid="shelving-zone" />}
        </FormField>
      </div>
      <FormField
        label={t('fields.name')}
        error={errors.name?.message}
        limit={{ max: SHELVING_NAME_MAX, length: textLength(name) }}
      >
        {(control) => <Input {...control} {...form.register('name')} data-testid="shelving-name" />}
      </FormField>
      <FormField label={t('fields.capacity')} error={errors.capacity?.message} description={t('fields.capacityHint')}>
        {(control) => (
          <Input {...control} {...form.register('capacity')} inputMode="numeric" data-testid="shelving-capacity" />
        )}
      </FormField>
      <FormField
        label={t('fields.note')}
        error={errors.note?.message}
        limit={{ max: SHELVING_NOTE_MAX, length: textLength(note) }}
      >
        {(control) => (
          <textarea {...control} {...form.register('note')} rows={3} className={cn(inputClassName, 'h-auto')} />
        )}
      </FormField>
    </FormDialog>
  );
}
