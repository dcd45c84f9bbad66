import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_BRAND_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_MAX,
  productAvailabilities,
  productStatuses,
  type Product,
  type ProductImage,
  type ProductRequest,
} from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { textLength } from '@/lib/text-length';
import { productsKeys } from '../api/keys';
import { useSaveProduct } from '../api/save-product';
import { itemsOf, saveImages, type ImageItem } from '../lib/images';
import {
  formFieldOf,
  formValuesOf,
  productResolver,
  type FormGroup,
  type ProductFormValues,
} from '../lib/product-form';
import { AttributeFields } from './attribute-fields';
import { ImagesField } from './images-field';

const RichTextEditor = lazy(() => import('@/components/ui/rich-text-editor'));

export interface ProductFormOption {
  id: number;
  label: string;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle level={2} className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * The product form of `products/create` and `products/edit/{id}`: fields of PRODUCT.md section 7,
 * attribute fields generated from the category's groups, images with order and main image.
 */
export function ProductForm({
  category,
  changeCategoryTo,
  groups,
  stores,
  shelvings,
  product,
  onSaved,
}: {
  category: { id: number; path: string };
  /** Where `Змінити категорію` leads. */
  changeCategoryTo: string;
  groups: FormGroup[];
  stores: ProductFormOption[];
  shelvings: ProductFormOption[];
  product?: Product | null;
  onSaved: (product: Product, message: string) => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  const descriptionLabel = useId();
  const [images, setImages] = useState<ImageItem[]>(() => itemsOf(product?.images ?? []));
  // What the server holds: after a save whose files were partly refused the form stays, as an edit.
  const [stored, setStored] = useState<{ id?: number; images: ProductImage[] }>({
    id: product?.id,
    images: product?.images ?? [],
  });
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const resolver = useMemo(
    () => productResolver(category.id, groups, t('form.attributeRequired')),
    [category.id, groups, t],
  );
  const form = useForm<ProductFormValues, unknown, ProductRequest>({
    resolver,
    defaultValues: formValuesOf(product ?? null, groups),
  });
  const { errors } = form.formState;
  const shelvingChosen = Boolean(useWatch({ control: form.control, name: 'shelving_id' }));
  const [name, nameEn, sku, brand] = useWatch({ control: form.control, name: ['name', 'name_en', 'sku', 'brand'] });

  const applyErrors = (error: unknown) => {
    const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | null) : null;
    if (error instanceof ApiError && (error.status === 422 || error.status === 409) && body?.errors) {
      const leftovers: string[] = [];
      let focused = false;
      for (const [apiField, texts] of Object.entries(body.errors)) {
        const field = formFieldOf(apiField);
        if (field) {
          form.setError(
            field as keyof ProductFormValues,
            { type: 'server', message: texts.join(' ') },
            { shouldFocus: !focused },
          );
          focused = true;
        } else if (apiField === 'images') setImagesError(texts.join(' '));
        else leftovers.push(...texts);
      }
      if (leftovers.length > 0) toast({ variant: 'destructive', description: leftovers.join('\n') });
      return;
    }
    showErrorToast(error);
  };

  /** The server's reason for refusing one image file. */
  const imageRefusal = (error: unknown): string => {
    const body =
      error instanceof ApiError ? (error.body as { message?: string; errors?: Record<string, string[]> }) : null;
    return body?.errors?.images?.join(' ') ?? body?.message ?? t('common:somethingWentWrong');
  };

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setImagesError(undefined);
    try {
      const saved = await save.mutateAsync({ id: stored.id, body });
      let result = images;
      try {
        result = await saveImages(saved.data.id, images, stored.images, imageRefusal);
      } catch (error) {
        // the product is saved, its images are not: say why, and go on as saved
        applyErrors(error);
      } finally {
        await queryClient.invalidateQueries({ queryKey: productsKeys.all });
      }
      setStored({
        id: saved.data.id,
        images: result.flatMap((item) => (item.kind === 'existing' ? [item.image] : [])),
      });
      setImages(result);
      if (result.some((item) => item.kind === 'new' && item.error)) {
        // Every good file is kept; the refused ones wait by their thumbnails to be retried or removed.
        setImagesError(t('images.someRefused'));
        return;
      }
      onSaved(saved.data, saved.message);
    } catch (error) {
      applyErrors(error);
    } finally {
      setBusy(false);
    }
  });

  const select = (name: 'availability' | 'status', options: { value: string; label: string }[], label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)} className={inputClassName} data-testid={`product-${name}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form className="grid gap-6" noValidate onSubmit={(event) => void submit(event)} data-testid="product-form">
      <Section title={t('form.main')}>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm">
          <span>
            <span className="text-muted-foreground">{t('form.category')}: </span>
            <span className="font-medium" data-testid="product-category">
              {category.path}
            </span>
          </span>
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to={changeCategoryTo}>{t('form.changeCategory')}</Link>
          </Button>
        </div>
        <FormField
          label={t('fields.name')}
          error={errors.name?.message}
          limit={{ max: PRODUCT_NAME_MAX, length: textLength(name) }}
        >
          {(control) => <Input {...control} {...form.register('name')} data-testid="product-name" />}
        </FormField>
        <FormField
          label={t('fields.nameEn')}
          error={errors.name_en?.message}
          description={t('form.optional')}
          limit={{ max: PRODUCT_NAME_MAX, length: textLength(nameEn) }}
        >
          {(control) => <Input {...control} {...form.register('name_en')} lang="en" />}
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField
            label={t('fields.sku')}
            error={errors.sku?.message}
            limit={{ max: PRODUCT_SKU_MAX, length: textLength(sku) }}
          >
            {(control) => <Input {...control} {...form.register('sku')} data-testid="product-sku" />}
          </FormField>
          <FormField label={t('fields.barcode')} error={errors.barcode?.message} description={t('form.barcodeHint')}>
            {(control) => (
              <Input {...control} {...form.register('barcode')} inputMode="numeric" data-testid="product-barcode" />
            )}
          </FormField>
          <FormField
            label={t('fields.brand')}
            error={errors.brand?.message}
            limit={{ max: PRODUCT_BRAND_MAX, length: textLength(brand) }}
          >
            {(control) => <Input {...control} {...form.register('brand')} data-testid="product-brand" />}
          </FormField>
        </div>
        <div className="grid gap-2">
          <span id={descriptionLabel} className="text-sm font-medium">
            {t('fields.description')}
          </span>
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <Suspense fallback={<Skeleton className="h-48" />}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-labelledby={descriptionLabel}
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

      <Section title={t('form.priceStock')}>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label={t('fields.price')} error={errors.price?.message}>
            {(control) => (
              <Input {...control} {...form.register('price')} inputMode="decimal" data-testid="product-price" />
            )}
          </FormField>
          <FormField
            label={t('fields.oldPrice')}
            error={errors.old_price?.message}
            description={t('form.oldPriceHint')}
          >
            {(control) => (
              <Input {...control} {...form.register('old_price')} inputMode="decimal" data-testid="product-old-price" />
            )}
          </FormField>
          <FormField label={t('fields.stock')} error={errors.stock?.message}>
            {(control) => (
              <Input {...control} {...form.register('stock')} inputMode="numeric" data-testid="product-stock" />
            )}
          </FormField>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {select(
            'availability',
            productAvailabilities.map((value) => ({ value, label: t(`availability.${value}`) })),
            t('fields.availability'),
          )}
          {select(
            'status',
            productStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            t('fields.status'),
          )}
        </div>
      </Section>

      <Section title={t('form.images')}>
        <ImagesField items={images} onChange={setImages} error={imagesError} />
      </Section>

      {groups.some((group) => group.attributes.length > 0) && (
        <Section title={t('form.attributes')} description={t('form.attributesHint')}>
          <AttributeFields groups={groups} control={form.control} register={form.register} errors={errors} />
        </Section>
      )}

      <Section title={t('form.warehouse')}>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label={t('fields.store')} error={errors.store_id?.message}>
            {(control) => (
              <select {...control} {...form.register('store_id')} className={inputClassName}>
                <option value="">{t('form.primaryStore')}</option>
                {stores.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('fields.shelving')} error={errors.shelving_id?.message}>
            {(control) => (
              <select
                {...control}
                {...form.register('shelving_id')}
                className={inputClassName}
                data-testid="product-shelving"
              >
                <option value="">{t('form.noShelving')}</option>
                {shelvings.map((shelving) => (
                  <option key={shelving.id} value={shelving.id}>
                    {shelving.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('fields.shelvingQuantity')}
            error={errors.shelving_quantity?.message}
            description={t('form.shelvingQuantityHint')}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('shelving_quantity')}
                inputMode="numeric"
                disabled={!shelvingChosen}
              />
            )}
          </FormField>
        </div>
      </Section>

      <Section title={t('form.shipping')} description={t('form.shippingHint')}>
        <div className="grid items-start gap-4 sm:grid-cols-4">
          <FormField label={t('fields.weight')} error={errors.weight?.message}>
            {(control) => <Input {...control} {...form.register('weight')} inputMode="decimal" />}
          </FormField>
          <FormField label={t('fields.length')} error={errors.length?.message}>
            {(control) => <Input {...control} {...form.register('length')} inputMode="decimal" />}
          </FormField>
          <FormField label={t('fields.width')} error={errors.width?.message}>
            {(control) => <Input {...control} {...form.register('width')} inputMode="decimal" />}
          </FormField>
          <FormField label={t('fields.height')} error={errors.height?.message}>
            {(control) => <Input {...control} {...form.register('height')} inputMode="decimal" />}
          </FormField>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 flex justify-end gap-2 border-t border-border bg-background/95 py-3 backdrop-blur">
        <Button asChild variant="outline">
          <Link to="/products/list">{t('common:cancel')}</Link>
        </Button>
        <Button type="submit" disabled={busy} data-testid="product-save">
          {product ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
