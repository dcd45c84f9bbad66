import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** An amount in hryvnias: decimal keyboard on phones, `грн` after the text, limits below it. */
export function AmountField({
  registration,
  error,
  description,
  autoFocus,
  testId = 'amount-input',
}: {
  registration: UseFormRegisterReturn<'amount'>;
  error?: string;
  description?: ReactNode;
  autoFocus?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('balances');
  return (
    <FormField label={t('amount.label')} error={error} description={description}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...registration}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('amount.placeholder')}
            autoFocus={autoFocus}
            className="pr-12"
            data-testid={testId}
          />
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
            aria-hidden
          >
            {t('amount.currency')}
          </span>
        </div>
      )}
    </FormField>
  );
}
