import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, FileUp, ListChecks, Loader2, Lock, Play, Save } from 'lucide-react';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORTS_PATHS,
  importsIssueText,
  importUploadFields,
  type ImportCheck,
  type ImportKeyField,
} from '@supplier/contracts/imports';
import { Alert, AlertContent } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { apiDownload, errorMessages } from '@/lib/api-client';
import { schemaResolver, topLevelField } from '@/lib/form';
import { useCheckFeed, useSaveImportMappings, useStartImport } from '../api/imports';
import { FeedDropZone } from './feed-drop-zone';
import { ImportCheckResult } from './import-check-result';
import { ImportMappings, type ImportCategoryPicker } from './import-mappings';
import { choicesOf, liveCounts, mappingsBody, type MappingChoices } from './mapping-choices';
import { KeyFieldSelect } from './import-sources';

const MAX_MB = IMPORT_FILE_MAX_BYTES / 1024 / 1024;

interface UploadValues {
  file: File | null;
  key_field: ImportKeyField;
  deactivate_missing: boolean;
}
type Upload = z.output<typeof importUploadFields>;

const resolver = schemaResolver<UploadValues, typeof importUploadFields>(importUploadFields, undefined, {
  issueText: importsIssueText,
  fieldOf: topLevelField,
});

/**
 * `products/import` (`Імпорт продуктів`): the supplier picks a YML feed and sees what importing it
 * would create, update and skip, with every problem, before anything changes. Waits behind the
 * information articles as adding products does.
 */
export function ImportPage({
  title,
  informationReady,
  categoryPicker,
}: {
  title: string;
  informationReady: boolean;
  categoryPicker: ImportCategoryPicker;
}) {
  const { t } = useTranslation('imports');
  const id = useId();
  const check = useCheckFeed();
  const start = useStartImport();
  const navigate = useNavigate();
  // one upload, two calls: the dry run (the form's submit) and the run (below the result)
  const form = useForm<UploadValues, unknown, Upload>({
    resolver,
    defaultValues: { file: null, key_field: 'sku', deactivate_missing: false },
  });
  const file = useWatch({ control: form.control, name: 'file' });
  const fileProblem = form.formState.errors.file?.message;
  const saveMappings = useSaveImportMappings();
  // The supplier's choices for the dry run on screen (a new dry run starts from its suggestions).
  const [edited, setEdited] = useState<{ of: ImportCheck; choices: MappingChoices } | null>(null);
  const checkedData = check.data?.data;
  const choices = checkedData ? (edited?.of === checkedData ? edited.choices : choicesOf(checkedData)) : null;
  const setChoices = (next: MappingChoices) => checkedData && setEdited({ of: checkedData, choices: next });
  const error =
    fileProblem ??
    (check.isError
      ? errorMessages(check.error).join(' ')
      : start.isError
        ? errorMessages(start.error).join(' ')
        : saveMappings.isError
          ? errorMessages(saveMappings.error).join(' ')
          : null);
  const checked = check.data?.data;
  const onCheck = form.handleSubmit((upload) => check.mutate({ file: upload.file, keyField: upload.key_field }));
  // The counts as the choices on screen make them, before they are saved.
  const counts = checked && choices ? liveCounts(checked, choices) : checked?.counts;
  const applicable = checked && counts && !checked.broken && counts.create + counts.update > 0;

  return (
    <section className="flex flex-col gap-4" data-testid="import-page">
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/products/imports" data-testid="import-list-link">
              <ListChecks aria-hidden />
              {t('listLink')}
            </Link>
          </Button>
        }
      />
      {!informationReady && (
        <Alert variant="warning" data-testid="import-gate">
          <Lock aria-hidden />
          <AlertContent>
            {t('gate')}{' '}
            <Link to="/articles-information" className="font-medium underline">
              {t('gateLink')}
            </Link>
          </AlertContent>
        </Alert>
      )}
      <form className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6" noValidate onSubmit={onCheck}>
        <label id={`${id}-label`} htmlFor={id} className="font-medium">
          {t('upload.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('upload.hint', { mb: MAX_MB })}
        </p>
        <FeedDropZone
          id={id}
          file={file}
          accept=".yml,.xml,.xlsx,.csv,application/xml,text/xml,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          describedBy={`${id}-hint`}
          disabled={!informationReady}
          onFile={(picked) => {
            // a file over the limit is refused as it is picked
            form.setValue('file', picked, { shouldValidate: true });
            check.reset();
            start.reset();
          }}
        />
        <Controller
          control={form.control}
          name="key_field"
          render={({ field }) => (
            <KeyFieldSelect
              value={field.value}
              disabled={!informationReady}
              onChange={(next) => {
                field.onChange(next);
                check.reset();
                start.reset();
              }}
              testId="import-key-field"
            />
          )}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive" data-testid="import-error">
            {error}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-muted-foreground">{t('upload.template')}</span>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => void apiDownload(IMPORTS_PATHS.template, { format }).catch(() => undefined)}
              data-testid={`import-template-${format}`}
            >
              <Download aria-hidden />
              {format.toUpperCase()}
            </Button>
          ))}
        </p>
        <div>
          <Button
            type="submit"
            disabled={!file || Boolean(fileProblem) || check.isPending}
            data-testid="import-check-submit"
          >
            {check.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
            {check.isPending ? t('upload.checking') : t('upload.check')}
          </Button>
        </div>
      </form>
      {checked && (
        <ImportCheckResult
          check={checked}
          counts={counts}
          mappings={
            choices && (
              <>
                <ImportMappings
                  check={checked}
                  choices={choices}
                  onChange={setChoices}
                  categoryPicker={categoryPicker}
                />
                {(checked.categories.length > 0 || checked.params.length > 0) && (
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      type="button"
                      variant="outline"
                      disabled={!file || saveMappings.isPending || check.isPending}
                      onClick={() =>
                        saveMappings.mutate(mappingsBody(checked, choices), {
                          onSuccess: (saved) => {
                            toast({ variant: 'successful', description: saved.message });
                            void onCheck();
                          },
                        })
                      }
                      data-testid="import-mappings-save"
                    >
                      {saveMappings.isPending || check.isPending ? (
                        <Loader2 className="animate-spin" aria-hidden />
                      ) : (
                        <Save aria-hidden />
                      )}
                      {t('mappings.save')}
                    </Button>
                    <p className="text-sm text-muted-foreground">{t('mappings.hint')}</p>
                  </div>
                )}
              </>
            )
          }
        />
      )}
      {checked && (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex w-full items-start gap-2 text-sm">
            <Controller
              control={form.control}
              name="deactivate_missing"
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(next) => field.onChange(next === true)}
                  disabled={!applicable}
                  data-testid="import-deactivate-missing"
                />
              )}
            />
            <span>{t('apply.deactivateMissing')}</span>
          </label>
          <Button
            disabled={!applicable || !file || start.isPending || saveMappings.isPending}
            onClick={form.handleSubmit(async (upload) => {
              // Applying confirms the mapping as shown: this run and the later ones use it.
              if (choices) {
                try {
                  await saveMappings.mutateAsync(mappingsBody(checked, choices));
                } catch {
                  return;
                }
              }
              start.mutate(
                { file: upload.file, deactivateMissing: upload.deactivate_missing, keyField: upload.key_field },
                {
                  onSuccess: (saved) => {
                    toast({ variant: 'successful', description: saved.message });
                    void navigate('/products/imports');
                  },
                },
              );
            })}
            data-testid="import-apply"
          >
            {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
            {t('apply.action', { count: (counts?.create ?? 0) + (counts?.update ?? 0) })}
          </Button>
          <p className="text-sm text-muted-foreground">
            {applicable ? t('apply.hint') : checked.broken ? t('apply.broken') : t('apply.nothing')}
          </p>
        </div>
      )}
    </section>
  );
}
