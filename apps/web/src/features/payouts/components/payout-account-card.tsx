import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Landmark, LoaderCircle, Pencil } from 'lucide-react';
import {
  moneyPayoutsEndpointSchemas,
  PAYOUT_HOLDER_NAME_MAX_LENGTH,
  type PayoutAccount,
} from '@supplier/contracts/money-payouts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, showErrorToast } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { useCan } from '@/lib/permissions';
import { usePayoutAccount } from '../api/get-payout-account';
import { useSavePayoutAccount } from '../api/save-payout-account';
import {
  compactIban,
  formatIban,
  ibanProblem,
  taxIdProblem,
  type IbanProblem,
  type TaxIdProblem,
} from '../lib/account';
import { QueryStates } from '@/components/ui/page-states';

interface AccountValues {
  iban: string;
  holder_name: string;
  tax_id: string;
}

const FIELDS = ['iban', 'holder_name', 'tax_id'] as const;

const IBAN_ERRORS = {
  required: 'account.errors.ibanRequired',
  format: 'account.errors.ibanFormat',
  checksum: 'account.errors.ibanChecksum',
} as const satisfies Record<IbanProblem, ParseKeys<'payouts'>>;

const TAX_ID_ERRORS = {
  required: 'account.errors.taxIdRequired',
  format: 'account.errors.taxIdFormat',
  checksum: 'account.errors.taxIdChecksum',
} as const satisfies Record<TaxIdProblem, ParseKeys<'payouts'>>;

function AccountForm({ account, onDone }: { account: PayoutAccount | null; onDone(): void }) {
  const { t } = useTranslation(['payouts', 'common']);
  const save = useSavePayoutAccount();
  const form = useForm<AccountValues>({
    defaultValues: {
      iban: account ? formatIban(account.iban) : '',
      holder_name: account?.holder_name ?? '',
      tax_id: account?.tax_id ?? '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const holderName = useWatch({ control: form.control, name: 'holder_name' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        iban: compactIban(values.iban),
        holder_name: values.holder_name.trim(),
        tax_id: values.tax_id.trim(),
      });
      toast({ variant: 'successful', description: saved.message });
      onDone();
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 422 ? (error.body as { errors?: unknown }).errors : null;
      let placed = false;
      if (fields && typeof fields === 'object') {
        for (const name of FIELDS) {
          const texts = (fields as Record<string, unknown>)[name];
          if (Array.isArray(texts) && texts.length > 0) {
            form.setError(name, { type: 'server', message: texts.join(' ') }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed) showErrorToast(error);
    }
  });

  const ibanError = (value: string) => {
    const problem = ibanProblem(value);
    if (!problem) return true;
    return t(IBAN_ERRORS[problem]);
  };
  const taxIdError = (value: string) => {
    const problem = taxIdProblem(value);
    if (!problem) return true;
    return t(TAX_ID_ERRORS[problem]);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="payout-account-form">
      <FormField label={t('account.iban')} error={errors.iban?.message} description={t('account.ibanHint')}>
        {(control) => (
          <Input
            {...control}
            {...form.register('iban', {
              validate: ibanError,
              onBlur: (event: { target: HTMLInputElement }) => {
                if (!ibanProblem(event.target.value)) form.setValue('iban', formatIban(event.target.value));
              },
            })}
            placeholder={t('account.ibanPlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
            data-testid="payout-iban"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('account.holder')}
          error={errors.holder_name?.message}
          limit={{ max: PAYOUT_HOLDER_NAME_MAX_LENGTH, length: textLength(holderName) }}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('holder_name', {
                validate: (value) => {
                  const text = value.trim();
                  if (!text) return t('account.errors.holderRequired');
                  return text.length >= 2 && text.length <= PAYOUT_HOLDER_NAME_MAX_LENGTH
                    ? true
                    : t('account.errors.holderLength');
                },
              })}
              placeholder={t('account.holderPlaceholder')}
              autoComplete="name"
              data-testid="payout-holder"
            />
          )}
        </FormField>
        <FormField label={t('account.taxId')} error={errors.tax_id?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('tax_id', { validate: taxIdError })}
              placeholder={t('account.taxIdPlaceholder')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              data-testid="payout-tax-id"
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="payout-account-save">
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {t('account.save')}
        </Button>
        {account && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common:cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The bank account payouts go to: shown when saved, a form to add or change it. */
export function PayoutAccountCard() {
  const { t } = useTranslation('payouts');
  const result = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  // the account money leaves by is the owner's to change (ADR 0041); the accountant reads it
  const canSave = useCan(moneyPayoutsEndpointSchemas.savePayoutAccount);

  const body = (account: PayoutAccount | null) => {
    if (!account && !canSave) return <p className="text-sm text-muted-foreground">{t('account.empty')}</p>;
    if (!account || editing) {
      return (
        <>
          {!account && <p className="text-sm text-muted-foreground">{t('account.empty')}</p>}
          <AccountForm account={account} onDone={() => setEditing(false)} />
        </>
      );
    }
    return (
      <div className="flex flex-wrap items-start justify-between gap-3" data-testid="payout-account">
        <div className="grid min-w-0 gap-2">
          <dl className="grid min-w-0 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t('account.iban')}</dt>
            <dd className="font-mono break-all" data-testid="payout-account-iban">
              {formatIban(account.iban)}
            </dd>
            <dt className="text-muted-foreground">{t('account.holder')}</dt>
            <dd className="break-words">{account.holder_name}</dd>
            <dt className="text-muted-foreground">{t('account.taxId')}</dt>
            <dd>{account.tax_id}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">
            {t('account.updated', { date: formatDate(account.updated_at) })}
          </p>
        </div>
        {canSave && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="payout-account-edit">
            <Pencil aria-hidden />
            {t('account.edit')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
      aria-labelledby="payout-account-title"
    >
      <div className="flex items-start gap-3">
        <Landmark className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="payout-account-title" className="font-semibold">
            {t('account.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('account.description')}</p>
        </div>
      </div>
      <QueryStates result={result} loading={{ rows: 1, className: 'h-24' }} error={{ title: t('account.loadError') }}>
        {body}
      </QueryStates>
    </section>
  );
}
