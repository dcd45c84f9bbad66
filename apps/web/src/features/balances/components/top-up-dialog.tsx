import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CircleCheck, ExternalLink, LoaderCircle } from 'lucide-react';
import { TOP_UP_MAX_HRYVNIAS, TOP_UP_MIN_HRYVNIAS } from '@supplier/contracts/money-ledger';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { formatHryvnias } from '@/lib/money-format';
import { useTopUp } from '../api/top-up';
import { parseAmount, roundHryvnias } from '@/lib/amount';
import { amountValidator, serverAmountError } from '../lib/amount-messages';
import { newIdempotencyKey } from '@/lib/idempotency';
import { AmountField } from './amount-field';

const QUICK_AMOUNTS = [500, 1000, 5000] as const;

interface Waiting {
  url: string;
  amount: number;
  /** Main balance when the payment started: a larger one means the provider has credited it. */
  from: number;
}

/**
 * The top-up dialog: an amount within the provider's limits, then the payment page in a new tab
 * (opened inside the click, so no popup blocker stops it). It then waits: when `balance.changed`
 * refreshes the main balance above what it was, it says the money has arrived.
 */
export function TopUpDialog({
  open,
  onOpenChange,
  balance,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The main balance now (hryvnias), from the page's query. */
  balance: number | undefined;
}) {
  const { t } = useTranslation(['balances', 'common']);
  const topUp = useTopUp();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const credited = waiting !== null && balance !== undefined && balance > waiting.from + 1e-9;

  const close = () => {
    onOpenChange(false);
    setWaiting(null);
    form.reset({ amount: '' });
    topUp.reset();
  };

  const submit = form.handleSubmit(async ({ amount: text }) => {
    const amount = roundHryvnias(parseAmount(text)!);
    // Opened now, inside the user's action; pointed at the checkout once the API answers.
    const tab = window.open('', '_blank');
    try {
      const { url } = await topUp.mutateAsync({ amount, idempotencyKey });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
      setWaiting({ url, amount, from: balance ?? 0 });
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      tab?.close();
      const text = error instanceof ApiError ? serverAmountError(error.body) : null;
      if (text) form.setError('amount', { type: 'server', message: text }, { shouldFocus: true });
      else showErrorToast(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="top-up-dialog">
        {waiting ? (
          <>
            <DialogHeader>
              <DialogTitle>{credited ? t('topUp.title') : t('topUp.waitingTitle')}</DialogTitle>
              <DialogDescription>
                {credited
                  ? t('topUp.credited', { amount: formatHryvnias(balance) })
                  : t('topUp.waiting', { amount: formatHryvnias(waiting.amount) })}
              </DialogDescription>
            </DialogHeader>
            <div
              role="status"
              aria-live="polite"
              className="flex items-center gap-2 text-sm"
              data-testid="top-up-status"
            >
              {credited ? (
                <>
                  <CircleCheck className="size-5 text-green-600" aria-hidden />
                  <span data-testid="top-up-credited">{formatHryvnias(balance)}</span>
                </>
              ) : (
                <>
                  <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden />
                  <a
                    href={waiting.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
                  >
                    {t('topUp.openAgain')}
                    <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </>
              )}
            </div>
            <DialogFooter>
              <Button onClick={close}>{t('topUp.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('topUp.title')}</DialogTitle>
              <DialogDescription>{t('topUp.description')}</DialogDescription>
            </DialogHeader>
            <AmountField
              registration={form.register('amount', {
                validate: amountValidator(t, () => ({ min: TOP_UP_MIN_HRYVNIAS, max: TOP_UP_MAX_HRYVNIAS })),
              })}
              error={errors.amount?.message}
              description={t('amount.limits', {
                min: formatHryvnias(TOP_UP_MIN_HRYVNIAS),
                max: formatHryvnias(TOP_UP_MAX_HRYVNIAS),
              })}
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              {QUICK_AMOUNTS.map((amount) => (
                <Button
                  key={amount}
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => form.setValue('amount', String(amount), { shouldValidate: true })}
                >
                  {formatHryvnias(amount)}
                </Button>
              ))}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" disabled={topUp.isPending} data-testid="top-up-submit">
                {topUp.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
                {t('topUp.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
