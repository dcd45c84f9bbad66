import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Send } from 'lucide-react';
import { PAYOUT_MAX_HRYVNIAS, PAYOUT_MIN_HRYVNIAS, type PayoutAccount } from '@supplier/contracts/money-payouts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { formatHryvnias } from '@/lib/money-format';
import { useRequestPayout } from '../api/request-payout';
import { formatIban } from '../lib/account';
import { amountProblem, parseAmount, roundHryvnias } from '@/lib/amount';
import { newIdempotencyKey } from '@/lib/idempotency';

/** The API's texts for a refused payout: 422 `errors.amount`, or `insufficient_funds` on main. */
function serverAmountError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { message, code, errors } = body as { message?: unknown; code?: unknown; errors?: Record<string, unknown> };
  const list = (key: string) =>
    Array.isArray(errors?.[key]) ? (errors![key] as unknown[]).filter((text) => typeof text === 'string') : [];
  if (code === 'insufficient_funds') {
    const title = typeof message === 'string' ? message : '';
    const detail = list('main').join(' ');
    if (!title || !detail) return title || detail || null;
    return `${title}${/[.!?…]$/.test(title) ? '' : '.'} ${detail}`;
  }
  const amount = list('amount');
  return amount.length > 0 ? amount.join(' ') : null;
}

/**
 * Request a payout from main: at least 100 грн and no more than is available. The amount is held
 * at once; the server's message is the toast.
 */
export function PayoutRequestCard({
  account,
  available,
  onRequested,
}: {
  account: PayoutAccount | null | undefined;
  /** The main balance (hryvnias), when known. */
  available: number | undefined;
  onRequested?(): void;
}) {
  const { t } = useTranslation('payouts');
  const request = useRequestPayout();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const min = PAYOUT_MIN_HRYVNIAS;
  const max = Math.min(PAYOUT_MAX_HRYVNIAS, available ?? PAYOUT_MAX_HRYVNIAS);
  const tooLittle = available !== undefined && available < min;
  const disabled = !account || tooLittle;

  const validate = (text: string): true | string => {
    const problem = amountProblem(text, { min, max: PAYOUT_MAX_HRYVNIAS, available });
    if (!problem) return true;
    const amount = formatHryvnias(problem === 'min' ? min : problem === 'max' ? PAYOUT_MAX_HRYVNIAS : (available ?? 0));
    return t(`request.errors.${problem}`, { amount });
  };

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const created = await request.mutateAsync({ amount: roundHryvnias(parseAmount(amount)!), idempotencyKey });
      setIdempotencyKey(newIdempotencyKey());
      toast({ variant: 'successful', description: created.message });
      form.reset({ amount: '' });
      onRequested?.();
    } catch (error) {
      const text = error instanceof ApiError ? serverAmountError(error.body) : null;
      if (text) form.setError('amount', { type: 'server', message: text }, { shouldFocus: true });
      else showErrorToast(error);
    }
  });

  let note: string;
  if (!account) note = t('request.needAccount');
  else if (tooLittle) note = t('request.notEnough', { min: formatHryvnias(min), available: formatHryvnias(available) });
  else note = t('request.to', { iban: formatIban(account.iban) });

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
      aria-labelledby="payout-request-title"
      data-testid="payout-request"
    >
      <div className="flex items-start gap-3">
        <Send className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="payout-request-title" className="font-semibold">
            {t('request.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('request.description')}</p>
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
        <FormField
          label={t('request.amount')}
          error={errors.amount?.message}
          description={
            <span data-testid="payout-request-note">
              {disabled
                ? note
                : `${t('request.limits', { min: formatHryvnias(min), available: formatHryvnias(available) })} ${note}`}
            </span>
          }
        >
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                {...form.register('amount', { validate })}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('request.placeholder', { min: formatHryvnias(min) })}
                disabled={disabled}
                className="pr-12"
                data-testid="payout-amount"
              />
              <span
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                aria-hidden
              >
                {t('request.currency')}
              </span>
            </div>
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={disabled || request.isPending} data-testid="payout-submit">
            {request.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {t('request.submit')}
          </Button>
          {!disabled && max >= min && (
            <Button
              type="button"
              variant="outline"
              onClick={() => form.setValue('amount', String(max).replace('.', ','), { shouldValidate: true })}
            >
              {t('request.all')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
