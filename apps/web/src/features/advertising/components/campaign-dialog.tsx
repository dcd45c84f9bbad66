import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import {
  AD_NAME_MAX,
  AD_PRODUCTS_MAX,
  advertisingIssueText,
  campaignRequest,
  type Campaign,
  type CampaignRequest,
} from '@supplier/contracts/advertising';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { keepDialogOnPickerEscape, ProductMultiPicker, type PickerProduct } from '@/components/ui/product-picker';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { searchAdProducts, useSaveCampaign } from '../api/advertising';

interface Values {
  name: string;
  product_ids: number[];
  daily_budget: string;
  bid: string;
  starts_on: string;
  ends_on: string;
}

const FIELDS = ['name', 'product_ids', 'daily_budget', 'bid', 'starts_on', 'ends_on'] as const;

const kyivToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' });
const amountText = (value: number | undefined) => (value === undefined ? '' : String(value).replace('.', ','));

const valuesOf = (campaign?: Campaign | null): Values => ({
  name: campaign?.name ?? '',
  product_ids: campaign?.products.map((product) => product.id) ?? [],
  daily_budget: amountText(campaign?.daily_budget ?? 100),
  bid: amountText(campaign?.bid ?? 2),
  starts_on: campaign?.starts_on ?? kyivToday(),
  ends_on: campaign?.ends_on ?? '',
});

/** Create or edit a campaign: name, products (searched among the supplier's own), daily budget, bid, dates. */
export function CampaignDialog({
  open,
  onOpenChange,
  campaign,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  campaign?: Campaign | null;
}) {
  const { t } = useTranslation('advertising');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="campaign-dialog"
        className="max-h-[90dvh] overflow-y-auto"
        onEscapeKeyDown={keepDialogOnPickerEscape}
      >
        <DialogHeader>
          <DialogTitle>{campaign ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the open dialog only: each opening starts from the campaign as it is. */}
        <CampaignForm campaign={campaign ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CampaignForm({ campaign, onDone }: { campaign: Campaign | null; onDone(): void }) {
  const { t } = useTranslation(['advertising', 'common']);
  const save = useSaveCampaign();
  const form = useForm<Values, unknown, CampaignRequest>({
    resolver: schemaResolver<Values, typeof campaignRequest>(campaignRequest, undefined, {
      issueText: advertisingIssueText,
      fieldOf: topLevelField,
    }),
    defaultValues: valuesOf(campaign),
  });
  const { errors } = form.formState;
  const [picked, setPicked] = useState<PickerProduct[]>(() => campaign?.products ?? []);

  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id: campaign?.id, body }).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        onDone();
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS),
    ),
  );

  return (
    <form className="grid min-w-0 gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={t('fields.name')} error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} maxLength={AD_NAME_MAX} data-testid="campaign-name" />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="product_ids"
        render={({ field }) => (
          <div className="grid min-w-0 gap-2" data-testid="campaign-products">
            <ProductMultiPicker
              scope="advertising"
              label={t('fields.products', { count: field.value.length })}
              value={picked}
              onChange={(next) => {
                setPicked(next);
                field.onChange(next.map((product) => product.id));
              }}
              search={searchAdProducts}
              max={AD_PRODUCTS_MAX}
              testId="campaign-product"
            />
            {errors.product_ids?.message && (
              <p className="text-sm text-destructive" role="alert">
                {errors.product_ids.message}
              </p>
            )}
          </div>
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.dailyBudget')}
          error={errors.daily_budget?.message}
          description={t('fields.dailyBudgetHint')}
        >
          {(control) => (
            <Input {...control} {...form.register('daily_budget')} inputMode="decimal" data-testid="campaign-budget" />
          )}
        </FormField>
        <FormField label={t('fields.bid')} error={errors.bid?.message} description={t('fields.bidHint')}>
          {(control) => <Input {...control} {...form.register('bid')} inputMode="decimal" data-testid="campaign-bid" />}
        </FormField>
        <FormField label={t('fields.startsOn')} error={errors.starts_on?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="starts_on"
              render={({ field }) => (
                <DateInput {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          )}
        </FormField>
        <FormField label={t('fields.endsOn')} error={errors.ends_on?.message} description={t('fields.endsOnHint')}>
          {(control) => (
            <Controller
              control={form.control}
              name="ends_on"
              render={({ field }) => (
                <DateInput {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          )}
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="campaign-save">
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {campaign ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
