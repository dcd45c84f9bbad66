import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Archive, CircleCheck, CircleOff, Percent, Trash2, Warehouse, X } from 'lucide-react';
import type { ProductsBulkRequest } from '@supplier/contracts/products';
import { Button } from '@/components/ui/button';
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
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useBulkProducts } from '../api/bulk-products';
import type { ProductFormOption } from './product-form';

type Simple = 'activate' | 'deactivate' | 'archive' | 'delete';
type Open = Simple | 'change_price' | 'move_to_shelving' | null;

/** The bar over a selection: one action for all selected products, each asked for first. */
export function BulkActionsBar({
  ids,
  shelvings,
  onDone,
}: {
  ids: number[];
  shelvings: ProductFormOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const bulk = useBulkProducts();
  const [open, setOpen] = useState<Open>(null);
  // kept between openings of the dialogs; the server checks them (its texts show as the root error)
  const form = useForm<{ mode: 'percent' | 'amount'; value: string; shelving: string }>({
    defaultValues: { mode: 'percent', value: '', shelving: '' },
  });
  const [mode, value, shelving] = useWatch({ control: form.control, name: ['mode', 'value', 'shelving'] });
  const error = form.formState.errors.root?.message;
  const count = ids.length;

  const close = () => {
    setOpen(null);
    form.clearErrors();
  };
  const run = (body: ProductsBulkRequest) =>
    bulk.mutateAsync(body).then(
      (answer) => {
        toast({ variant: 'successful', description: answer.message });
        close();
        onDone();
      },
      (failure: unknown) => {
        const errors =
          failure instanceof ApiError
            ? (failure.body as { errors?: Record<string, string[]> } | null)?.errors
            : undefined;
        form.setError('root', {
          type: 'server',
          message: errors ? Object.values(errors).flat().join(' ') : errorMessages(failure).join(' '),
        });
      },
    );

  const confirmSimple = () => {
    if (open === 'activate' || open === 'deactivate' || open === 'archive' || open === 'delete')
      void run({ action: open, ids });
  };
  const changePrice = form.handleSubmit(({ mode, value }) =>
    run({
      action: 'change_price',
      ids,
      price_change: { mode, value: Number(value.replace(',', '.').replace('−', '-')) },
    }),
  );
  const move = form.handleSubmit(({ shelving }) =>
    run({
      action: 'move_to_shelving',
      ids,
      shelving_id: shelving === 'none' || !shelving ? null : Number(shelving),
    }),
  );

  const button = (
    action: Exclude<Open, null>,
    icon: React.ReactNode,
    variant: 'outline' | 'destructive' = 'outline',
  ) => (
    <Button size="sm" variant={variant} onClick={() => setOpen(action)} data-testid={`bulk-${action}`}>
      {icon}
      {t(`bulk.${action}`)}
    </Button>
  );

  const simple = open === 'activate' || open === 'deactivate' || open === 'archive' || open === 'delete';
  return (
    <div
      className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-card p-2 shadow-sm"
      role="region"
      aria-label={t('bulk.label')}
      data-testid="bulk-bar"
    >
      <span className="px-2 text-sm font-medium" data-testid="bulk-count">
        {t('bulk.selected', { count })}
      </span>
      {button('activate', <CircleCheck aria-hidden />)}
      {button('deactivate', <CircleOff aria-hidden />)}
      {button('archive', <Archive aria-hidden />)}
      {button('change_price', <Percent aria-hidden />)}
      {button('move_to_shelving', <Warehouse aria-hidden />)}
      {button('delete', <Trash2 aria-hidden />, 'destructive')}
      <Button size="sm" variant="ghost" onClick={onDone} aria-label={t('bulk.clear')} className="ml-auto">
        <X aria-hidden />
      </Button>

      <Dialog open={simple} onOpenChange={(next) => !next && close()}>
        <DialogContent data-testid="bulk-confirm">
          <DialogHeader>
            <DialogTitle>{simple ? t(`bulk.confirm.${open}`, { count }) : ''}</DialogTitle>
            <DialogDescription>
              {open === 'delete' ? t('bulk.confirm.deleteHint') : t('bulk.confirm.hint')}
            </DialogDescription>
          </DialogHeader>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button
              variant={open === 'delete' ? 'destructive' : 'default'}
              disabled={bulk.isPending}
              onClick={confirmSimple}
              data-testid="bulk-confirm-action"
            >
              {simple ? t(`bulk.${open}`) : ''}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'change_price'} onOpenChange={(next) => !next && close()}>
        <DialogContent data-testid="bulk-price-dialog">
          <DialogHeader>
            <DialogTitle>{t('bulk.priceTitle', { count })}</DialogTitle>
            <DialogDescription>{t('bulk.priceHint')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(event) => void changePrice(event)}>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField label={t('bulk.priceMode')}>
                {(control) => (
                  <select
                    {...control}
                    {...form.register('mode')}
                    className={inputClassName}
                    data-testid="bulk-price-mode"
                  >
                    <option value="percent">{t('bulk.percent')}</option>
                    <option value="amount">{t('bulk.amount')}</option>
                  </select>
                )}
              </FormField>
              <FormField label={mode === 'percent' ? t('bulk.percentValue') : t('bulk.amountValue')} error={error}>
                {(control) => (
                  <Input {...control} {...form.register('value')} inputMode="decimal" data-testid="bulk-price-value" />
                )}
              </FormField>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" disabled={bulk.isPending || !value.trim()} data-testid="bulk-price-apply">
                {t('bulk.apply')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'move_to_shelving'} onOpenChange={(next) => !next && close()}>
        <DialogContent data-testid="bulk-shelving-dialog">
          <DialogHeader>
            <DialogTitle>{t('bulk.shelvingTitle', { count })}</DialogTitle>
            <DialogDescription>{t('bulk.shelvingHint')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('fields.shelving')} error={error}>
            {(control) => (
              <select
                {...control}
                {...form.register('shelving')}
                className={inputClassName}
                data-testid="bulk-shelving"
              >
                <option value="">{t('bulk.chooseShelving')}</option>
                {shelvings.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
                <option value="none">{t('bulk.noShelving')}</option>
              </select>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button
              disabled={bulk.isPending || !shelving}
              onClick={() => void move()}
              data-testid="bulk-shelving-apply"
            >
              {t('bulk.apply')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
