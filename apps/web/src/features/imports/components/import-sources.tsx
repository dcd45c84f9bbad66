import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link2, Loader2, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import {
  IMPORT_OPEN_STATUSES,
  IMPORT_SOURCE_URL_MAX,
  importKeyFields,
  importSchedules,
  importSourceBody,
  type ImportKeyField,
  type ImportSchedule,
  type ImportSource,
} from '@supplier/contracts/imports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { ListStates } from '@/components/ui/page-states';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useCheckImportSource, useImportSources, useRemoveImportSource, useSaveImportSource } from '../api/imports';

/** The key-field choice (SKU or the feed's offer id), shared by the upload and the feed URL form. */
export function KeyFieldSelect({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: ImportKeyField;
  onChange(next: ImportKeyField): void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('imports');
  return (
    <FormField label={t('keyField.label')} description={t('keyField.hint')}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as ImportKeyField)}
          className={cn(inputClassName, 'w-full sm:max-w-sm')}
          data-testid={testId}
        >
          {importKeyFields.map((key) => (
            <option key={key} value={key}>
              {t(`keyField.${key}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The last check of a source as a sentence: when, and what came of it. */
function LastCheck({ source }: { source: ImportSource }) {
  const { t } = useTranslation('imports');
  if (source.checking) {
    return (
      <p className="flex items-center gap-2 text-sm" data-testid="import-source-result" data-result="checking">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('sources.checking')}
      </p>
    );
  }
  if (!source.checked_at || !source.last_result) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="import-source-result" data-result="none">
        {t('sources.neverChecked')}
      </p>
    );
  }
  return (
    <div className="grid gap-1 text-sm" data-testid="import-source-result" data-result={source.last_result}>
      <p>
        {t('sources.checkedAt', { at: formatDateTime(source.checked_at) })}{' '}
        <span className={cn('font-medium', source.last_result === 'failed' && 'text-destructive')}>
          {t(`sources.result.${source.last_result}`)}
        </span>
      </p>
      {source.error && <p className="text-destructive break-words">{source.error}</p>}
    </div>
  );
}

function SourceCard({ source, onEdit, onRemove }: { source: ImportSource; onEdit(): void; onRemove(): void }) {
  const { t } = useTranslation('imports');
  const check = useCheckImportSource();
  const running = source.last_import !== null && IMPORT_OPEN_STATUSES.includes(source.last_import.status);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-3 sm:p-4" data-testid="import-source">
      <div className="flex min-w-0 items-start gap-2">
        <Link2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <p className="min-w-0 font-medium break-all" data-testid="import-source-url">
          {source.url}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{t(`schedule.${source.schedule}`)}</Badge>
        <Badge variant="outline">{t(`keyField.short.${source.key_field}`)}</Badge>
        {source.deactivate_missing && <Badge variant="outline">{t('sources.fullFeed')}</Badge>}
      </div>
      <LastCheck source={source} />
      <p className="text-xs text-muted-foreground" data-testid="import-source-next">
        {running ? t('sources.running') : t('sources.nextCheck', { at: formatDateTime(source.next_check_at) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={source.checking || running || check.isPending}
          onClick={() =>
            check.mutate(source.id, {
              onSuccess: (saved) => toast({ variant: 'successful', description: saved.message }),
            })
          }
          data-testid="import-source-check"
        >
          <RefreshCw aria-hidden className={cn(check.isPending && 'animate-spin')} />
          {t('sources.checkNow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} data-testid="import-source-edit">
          <Pencil aria-hidden />
          {t('sources.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} data-testid="import-source-remove">
          <Trash2 aria-hidden />
          {t('sources.remove')}
        </Button>
      </div>
    </li>
  );
}

interface SourceValues {
  url: string;
  schedule: ImportSchedule;
  key_field: ImportKeyField;
  deactivate_missing: boolean;
}

const sourceResolver = schemaResolver<SourceValues, typeof importSourceBody>(importSourceBody, undefined, {
  fieldOf: topLevelField,
});

/** Add or change a feed URL: the address, how often, what finds the products, a full feed or not. */
function SourceForm({ source, onDone }: { source: ImportSource | null; onDone(): void }) {
  const { t } = useTranslation('imports');
  const id = useId();
  const save = useSaveImportSource();
  const form = useForm<SourceValues, unknown, z.output<typeof importSourceBody>>({
    resolver: async (values, context, options) => {
      const checked = await sourceResolver(values, context, options);
      // the address is what the seller can get wrong here: its text says what is expected
      if (Object.keys(checked.errors).length > 0)
        return { values: {}, errors: { url: { type: 'invalid', message: t('sources.form.urlInvalid') } } };
      return checked;
    },
    defaultValues: {
      url: source?.url ?? '',
      schedule: source?.schedule ?? 'daily',
      key_field: source?.key_field ?? 'sku',
      deactivate_missing: source?.deactivate_missing ?? false,
    },
    // the address's error goes as soon as it is edited (below), and comes back only on a submit
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync({ id: source?.id, body }).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onDone();
      },
      (error: unknown) =>
        applyServerErrors<keyof SourceValues | 'root'>(error, form.setError, ['url'], {
          statuses: null,
          leftovers: 'drop',
          fallbackField: 'root',
        }),
    ),
  );

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('sources.form.url')} description={t('sources.form.urlHint')} error={errors.url?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={IMPORT_SOURCE_URL_MAX}
            {...form.register('url', { onChange: () => form.clearErrors() })}
            data-testid="import-source-url-input"
          />
        )}
      </FormField>
      <FormField label={t('sources.form.schedule')}>
        {(control) => (
          <select
            {...control}
            {...form.register('schedule')}
            className={cn(inputClassName, 'w-full sm:max-w-sm')}
            data-testid="import-source-schedule"
          >
            {importSchedules.map((value) => (
              <option key={value} value={value}>
                {t(`schedule.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="key_field"
        render={({ field }) => (
          <KeyFieldSelect value={field.value} onChange={field.onChange} testId="import-source-key-field" />
        )}
      />
      <label className="flex items-start gap-2 text-sm" htmlFor={`${id}-full`}>
        <Controller
          control={form.control}
          name="deactivate_missing"
          render={({ field }) => (
            <Checkbox
              id={`${id}-full`}
              checked={field.value}
              onCheckedChange={field.onChange}
              data-testid="import-source-deactivate-missing"
            />
          )}
        />
        <span>{t('apply.deactivateMissing')}</span>
      </label>
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('sources.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="import-source-save">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {source ? t('sources.form.save') : t('sources.form.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * «Джерела»: the feed URLs kept in sync on the imports list. Each is checked on its schedule with
 * a conditional request; its last check (unchanged, a run started, or why it failed) and the next
 * one are shown, and it can be checked at once, changed or removed.
 */
export function ImportSources() {
  const { t } = useTranslation('imports');
  const sources = useImportSources();
  const remove = useRemoveImportSource();
  const [editing, setEditing] = useState<ImportSource | 'new' | null>(null);
  const [removing, setRemoving] = useState<ImportSource | null>(null);
  const headingId = useId();

  return (
    <section
      className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      aria-labelledby={headingId}
      data-testid="import-sources"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {t('sources.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('sources.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')} data-testid="import-source-add">
          <Plus aria-hidden />
          {t('sources.add')}
        </Button>
      </div>
      <ListStates
        result={sources}
        loading={{ rows: 1, testId: 'import-sources-loading' }}
        error={{ title: t('sources.loadError') }}
        empty={
          <p className="text-sm text-muted-foreground" data-testid="import-sources-empty">
            {t('sources.empty')}
          </p>
        }
      >
        {(data) => (
          <ul className="grid gap-3" data-testid="import-sources-list">
            {data.data.map((source) => (
              <SourceCard
                key={source.id}
                source={source}
                onEdit={() => setEditing(source)}
                onRemove={() => setRemoving(source)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" data-testid="import-source-dialog">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? t('sources.form.addTitle') : t('sources.form.editTitle')}</DialogTitle>
            <DialogDescription>{t('sources.form.description')}</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <SourceForm source={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('sources.removeTitle')}
        description={t('sources.removeText', { url: removing?.url ?? '' })}
        confirmLabel={t('sources.remove')}
        onConfirm={() =>
          remove.mutateAsync(removing!.id).then((done) => toast({ variant: 'successful', description: done.message }))
        }
      />
    </section>
  );
}
