import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SHELVING_CODE_MAX,
  SHELVING_NAME_MAX,
  SHELVING_NOTE_MAX,
  SHELVING_ZONE_MAX,
  shelvingRequest,
  type Shelving,
  type ShelvingRequest,
} from '@supplier/contracts/shelvings';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input, inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useSaveShelving } from '../api/save-shelving';
import { catalogIssueText } from '@supplier/contracts/categories';
import { applyServerErrors, dottedPathOrRoot, schemaResolver } from '@/lib/form';

interface Values {
  code: string;
  name: string;
  zone: string;
  note: string;
  capacity: string;
}

const FIELDS = ['code', 'name', 'zone', 'note', 'capacity'] as const;

const valuesOf = (shelving?: Shelving | null): Values => ({
  code: shelving?.code ?? '',
  name: shelving?.name ?? '',
  zone: shelving?.zone ?? '',
  note: shelving?.note ?? '',
  capacity: shelving?.capacity === null || shelving?.capacity === undefined ? '' : String(shelving.capacity),
});

/** Create or edit a shelving: code (A-01-03), name, zone, note, capacity. */
export function ShelvingFormDialog({
  open,
  onOpenChange,
  shelving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shelving?: Shelving | null;
}) {
  const { t } = useTranslation(['shelvings', 'common']);
  const save = useSaveShelving();
  const form = useForm<Values, unknown, ShelvingRequest>({
    resolver: schemaResolver<Values, typeof shelvingRequest>(shelvingRequest, undefined, {
      issueText: catalogIssueText,
      fieldOf: dottedPathOrRoot,
    }),
    defaultValues: valuesOf(shelving),
  });
  const { errors } = form.formState;
  const [code, zone, name, note] = useWatch({ control: form.control, name: ['code', 'zone', 'name', 'note'] });

  useEffect(() => {
    if (open) form.reset(valuesOf(shelving));
  }, [open, shelving, form]);

  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id: shelving?.id, body }).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onOpenChange(false);
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS, { statuses: [422, 409] }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={shelving ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      onSubmit={submit}
      submitLabel={t('form.save')}
      busy={save.isPending}
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
