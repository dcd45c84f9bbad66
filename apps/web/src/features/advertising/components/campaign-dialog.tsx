import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, LoaderCircle, X } from 'lucide-react';
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
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/cn';
import { useProductSearch, useSaveCampaign } from '../api/advertising';

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

type Picked = { id: number; name: string };

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
      <DialogContent data-testid="campaign-dialog" className="max-h-[90dvh] overflow-y-auto">
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
  const [picked, setPicked] = useState<Picked[]>(() => campaign?.products.map(({ id, name }) => ({ id, name })) ?? []);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const products = useProductSearch(query, true);

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
        render={({ field }) => {
          const toggle = (product: Picked) => {
            const chosen = field.value.includes(product.id);
            const next = chosen ? field.value.filter((id) => id !== product.id) : [...field.value, product.id];
            setPicked((list) =>
              chosen ? list.filter((item) => item.id !== product.id) : [...list, product].slice(-AD_PRODUCTS_MAX),
            );
            field.onChange(next);
          };
          return (
            <fieldset className="grid min-w-0 gap-2" data-testid="campaign-products">
              <legend className="mb-2 text-sm font-medium">
                {t('fields.products', { count: field.value.length })}
              </legend>
              {picked.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {picked.map((product) => (
                    <li key={product.id}>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        className="max-w-full"
                        onClick={() => toggle(product)}
                        aria-label={t('form.removeProduct', { name: product.name })}
                      >
                        <span className="truncate">{product.name}</span>
                        <X aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <SearchInput
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('form.searchProducts')}
                aria-label={t('form.searchProducts')}
                data-testid="campaign-product-search"
              />
              <div className="max-h-48 overflow-y-auto rounded-md border border-border">
                {products.isPending ? (
                  <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground" role="status">
                    <LoaderCircle className="size-4 animate-spin" aria-hidden />
                    {t('common:loading')}
                  </p>
                ) : products.isError ? (
                  <p className="p-3 text-sm text-destructive" role="alert">
                    {t('form.productsFailed')}
                  </p>
                ) : (products.data ?? []).length === 0 ? (
                  <p className="p-3 text-sm text-muted-foreground">{t('form.noProducts')}</p>
                ) : (
                  <ul>
                    {(products.data ?? []).map((product) => {
                      const chosen = field.value.includes(product.id);
                      return (
                        <li key={product.id}>
                          <button
                            type="button"
                            aria-pressed={chosen}
                            onClick={() => toggle({ id: product.id, name: product.name })}
                            className={cn(
                              'flex w-full min-w-0 items-center gap-2 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                              chosen && 'font-medium',
                            )}
                            data-testid="campaign-product-option"
                          >
                            <Check className={cn('size-4 shrink-0', !chosen && 'invisible')} aria-hidden />
                            <span className="min-w-0 flex-1 truncate">{product.name}</span>
                            <span className="shrink-0 text-muted-foreground">{product.price_format}</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
              {errors.product_ids?.message && (
                <p className="text-sm text-destructive" role="alert">
                  {errors.product_ids.message}
                </p>
              )}
            </fieldset>
          );
        }}
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
