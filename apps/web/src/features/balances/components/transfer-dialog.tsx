import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { MONEY_MAX_HRYVNIAS } from '@supplier/contracts/money-ledger';
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
import { Input } from '@/components/ui/input';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { toast } from '@/components/ui/use-toast';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { formatHryvnias } from '@/lib/money-format';
import { useTransfer } from '../api/transfer';
import { parseAmount, roundHryvnias } from '@/lib/amount';
import { amountValidator, serverAmountError } from '../lib/amount-messages';
import { newIdempotencyKey } from '@/lib/idempotency';
import { AmountField } from './amount-field';

export type TransferDirection = 'transfer_from_main' | 'transfer_to_main';

/** The API's limit of a transfer comment (contracts money-ledger: `description` max 255). */
const DESCRIPTION_MAX = 255;

interface TransferValues {
  amount: string;
  description: string;
}

/**
 * Moves money between the main and the services balance. The amount is checked against what the
 * source holds; on success the server's message is the toast (SPEC section 8).
 */
export function TransferDialog({
  direction,
  open,
  onOpenChange,
  available,
  onTransferred,
}: {
  direction: TransferDirection;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the source balance holds now (hryvnias), when known. */
  available: number | undefined;
  onTransferred?(): void;
}) {
  const { t } = useTranslation(['balances', 'common', 'validation']);
  const transfer = useTransfer();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<TransferValues>({ defaultValues: { amount: '', description: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const comment = useWatch({ control: form.control, name: 'description' });
  const toServices = direction === 'transfer_from_main';

  const close = () => {
    onOpenChange(false);
    form.reset({ amount: '', description: '' });
  };

  const submit = form.handleSubmit(async ({ amount, description }) => {
    try {
      const { message } = await transfer.mutateAsync({
        body: {
          amount: roundHryvnias(parseAmount(amount)!),
          transfer_direction: direction,
          ...(description.trim() ? { description: description.trim() } : {}),
        },
        idempotencyKey,
      });
      setIdempotencyKey(newIdempotencyKey());
      if (message) toast({ variant: 'successful', description: message });
      close();
      onTransferred?.();
    } catch (error) {
      const text = error instanceof ApiError ? serverAmountError(error.body) : null;
      if (text) form.setError('amount', { type: 'server', message: text }, { shouldFocus: true });
      else showErrorToast(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid={`transfer-dialog-${direction}`}>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{toServices ? t('transfer.toServicesTitle') : t('transfer.toMainTitle')}</DialogTitle>
            <DialogDescription>
              {toServices ? t('transfer.toServicesDescription') : t('transfer.toMainDescription')}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm font-medium" data-testid="transfer-available">
            {t('transfer.from', {
              name: toServices ? t('transfer.mainName') : t('transfer.servicesName'),
              amount: formatHryvnias(available),
            })}
          </p>
          <div className="grid gap-2">
            <AmountField
              registration={form.register('amount', {
                validate: amountValidator(t, () => ({ min: 0.01, max: MONEY_MAX_HRYVNIAS, available })),
              })}
              error={errors.amount?.message}
              autoFocus
            />
            {available !== undefined && available > 0 && (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto justify-self-start px-0"
                onClick={() => form.setValue('amount', String(available).replace('.', ','), { shouldValidate: true })}
              >
                {t('amount.all')}
              </Button>
            )}
          </div>
          <FormField
            label={t('transfer.comment')}
            error={errors.description?.message}
            description={<TextLimitHint length={comment.length} max={DESCRIPTION_MAX} />}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('description', {
                  maxLength: {
                    value: DESCRIPTION_MAX,
                    message: t('validation:too_long', { count: DESCRIPTION_MAX }),
                  },
                })}
                maxLength={DESCRIPTION_MAX}
                placeholder={t('transfer.commentPlaceholder')}
                autoComplete="off"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={transfer.isPending} data-testid="transfer-submit">
              {transfer.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('transfer.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
