import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { errorMessages } from '@/lib/api-client';
import { useMoneyConfirmation } from '@/lib/money-confirmation';

/** The code step of a team member's transfer, payout or payout account (`withMoneyConfirmation`). */
export function MoneyConfirmationDialog() {
  const { t } = useTranslation('common');
  const pending = useMoneyConfirmation((state) => state.pending);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!pending) return null;

  const submit = () => {
    if (!/^\d{6}$/.test(code) || busy) return;
    setBusy(true);
    setError(undefined);
    pending
      .confirm(code)
      .then(() => setCode(''))
      .catch((failure: unknown) => {
        setCode('');
        setError(errorMessages(failure).join(' '));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setCode('');
        setError(undefined);
        pending.cancel();
      }}
    >
      <DialogContent data-testid="money-confirmation-dialog">
        <DialogHeader>
          <DialogTitle>{t('moneyConfirmation.title')}</DialogTitle>
          <DialogDescription>{pending.message}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={t('moneyConfirmation.code')} error={error}>
            {(control) => (
              <CodeInput
                {...control}
                aria-label={t('moneyConfirmation.code')}
                digitLabel={(position, length) => t('moneyConfirmation.digit', { position, length })}
                value={code}
                onChange={setCode}
                disabled={busy}
                autoFocus
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={busy || code.length !== 6} data-testid="money-confirmation-submit">
              {busy && <LoaderCircle className="animate-spin" aria-hidden />}
              {t('moneyConfirmation.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
