import { lazy, Suspense, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2, Wand2 } from 'lucide-react';
import {
  STORE_CITY_MAX_LENGTH,
  STORE_NAME_MAX_LENGTH,
  STORE_SLUG_MAX_LENGTH,
  suggestStoreSlug,
  type Store,
  type StoreFields,
  type StoreSavedResponse,
} from '@supplier/contracts/stores';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PhoneInput } from '@/components/ui/phone-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { textLength } from '@/lib/text-length';
import { useCreateStore } from '../api/create-store';
import { useUpdateStore } from '../api/update-store';
import { useUploadStoreLogo } from '../api/upload-store-logo';
import { applyStoreErrors, formValuesOf, storeResolver, type StoreFormValues } from '../lib/form';
import { LogoField } from './logo-field';
import { ScheduleField } from './schedule-field';
import { SlugStatus } from './slug-status';

const RichTextEditor = lazy(() => import('@/components/ui/rich-text-editor'));

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle level={2} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * Create or edit a store: name, address (suggested from the name, checked as you type), logo,
 * description (rich text, loaded on demand), contacts, city and the weekly schedule.
 */
export function StoreForm({
  store,
  onSaved,
  onCancel,
}: {
  /** The store being edited; none to create one. */
  store?: Store;
  onSaved: (saved: StoreSavedResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stores');
  const descriptionLabelId = useId();
  const form = useForm<StoreFormValues, unknown, StoreFields>({
    resolver: storeResolver,
    defaultValues: formValuesOf(store),
  });
  const { errors } = form.formState;
  const create = useCreateStore();
  const update = useUpdateStore();
  const uploadLogo = useUploadStoreLogo();
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  // a new store's address follows its name until the supplier types one
  const [slugTouched, setSlugTouched] = useState(Boolean(store));
  const name = useWatch({ control: form.control, name: 'name' });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const city = useWatch({ control: form.control, name: 'city' });
  const pending = create.isPending || update.isPending || uploadLogo.isPending;

  const nameField = form.register('name', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched) form.setValue('slug', suggestStoreSlug(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugTouched(true) });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = store ? await update.mutateAsync({ id: store.id, body }) : await create.mutateAsync(body);
      if (!store && pendingLogo) {
        // the store exists now; a refused logo is told, the store stays created
        await uploadLogo.mutateAsync({ id: saved.data.id, file: pendingLogo }).catch((error: unknown) => {
          toast({ variant: 'destructive', description: errorMessages(error).join('\n') });
        });
      }
      form.reset(formValuesOf(saved.data));
      toast({ variant: 'successful', description: saved.message });
      onSaved(saved);
    } catch (error) {
      applyStoreErrors(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-4" data-testid="store-form">
        <Section title={t('sections.main')} description={t('sections.mainDescription')}>
          <FormField
            label={t('fields.name')}
            error={errors.name?.message}
            limit={{ max: STORE_NAME_MAX_LENGTH, length: textLength(name) }}
          >
            {(control) => <Input {...control} {...nameField} autoComplete="organization" data-testid="store-name" />}
          </FormField>
          <FormField
            label={t('fields.slug')}
            error={errors.slug?.message}
            description={t('fields.slugHint')}
            limit={{ max: STORE_SLUG_MAX_LENGTH, length: textLength(slug) }}
          >
            {(control) => (
              <div className="grid gap-1.5">
                <Input
                  {...control}
                  {...slugField}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-testid="store-slug"
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {errors.slug ? <span /> : <SlugStatus slug={slug ?? ''} excludeId={store?.id} />}
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    disabled={!name?.trim()}
                    onClick={() => {
                      form.setValue('slug', suggestStoreSlug(name ?? ''), { shouldDirty: true, shouldValidate: true });
                      setSlugTouched(false);
                    }}
                  >
                    <Wand2 aria-hidden />
                    {t('slug.suggest')}
                  </Button>
                </div>
              </div>
            )}
          </FormField>
          <LogoField
            storeId={store?.id}
            name={name || store?.name || ''}
            logo={store?.logo ?? null}
            pending={pendingLogo}
            onPendingChange={setPendingLogo}
          />
          <div className="grid gap-2">
            <Label id={descriptionLabelId}>{t('fields.description')}</Label>
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => (
                <Suspense fallback={<Skeleton className="h-56 rounded-lg" />}>
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-labelledby={descriptionLabelId}
                    aria-invalid={Boolean(fieldState.error)}
                  />
                </Suspense>
              )}
            />
            {errors.description?.message && (
              <p role="alert" className="text-sm text-destructive">
                {errors.description.message}
              </p>
            )}
          </div>
        </Section>

        <Section title={t('sections.contacts')} description={t('sections.contactsDescription')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('fields.phone')} error={errors.phone?.message}>
              {(control) => <PhoneInput {...control} {...form.register('phone')} data-testid="store-phone" />}
            </FormField>
            <FormField label={t('fields.email')} error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-testid="store-email"
                />
              )}
            </FormField>
            <FormField
              label={t('fields.city')}
              error={errors.city?.message}
              limit={{ max: STORE_CITY_MAX_LENGTH, length: textLength(city) }}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('city')}
                  placeholder={t('fields.cityPlaceholder')}
                  autoComplete="address-level2"
                  data-testid="store-city"
                />
              )}
            </FormField>
          </div>
        </Section>

        <Section title={t('sections.schedule')} description={t('sections.scheduleDescription')}>
          <ScheduleField />
        </Section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending} data-testid="store-submit">
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? t('saving') : store ? t('save') : t('createSubmit')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
