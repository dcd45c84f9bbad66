import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Wallet } from 'lucide-react';
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
import { parseAmount } from '@/lib/amount';

/**
 * SPEC section 8's `Недостатньо коштів на сервісному балансі` for advertising: the campaign could
 * not pay its clicks. It offers to move money from the main balance (`transfer`, given by the
 * page's route), then resume the campaign.
 */
export function ServicesLowDialog({
  open,
  onClose,
  ...form
}: {
  open: boolean;
  onClose(): void;
  /** Hryvnias to offer (a day's budget of the campaign). */
  suggested: number;
  /** Moves `amount` hryvnias from main to services; resolves when done (errors toast themselves). */
  transfer(amount: number): Promise<void>;
  onTransferred(): void;
}) {
  const { t } = useTranslation(['advertising', 'shell']);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-testid="not-enough-balance-dialog">
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-danger-surface text-danger">
            <Wallet className="size-5" aria-hidden />
          </div>
          <DialogTitle>{t('shell:balanceLow.serviceTitle')}</DialogTitle>
          <DialogDescription>{t('lowFunds.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the open dialog only, so each opening starts from the suggested amount. */}
        <TransferForm {...form} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function TransferForm({
  suggested,
  transfer,
  onTransferred,
  onClose,
}: {
  suggested: number;
  transfer(amount: number): Promise<void>;
  onTransferred(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['advertising', 'common']);
  const form = useForm({ defaultValues: { amount: String(suggested).replace('.', ',') } });
  const error = form.formState.errors.amount?.message;
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await transfer(parseAmount(amount)!);
      onTransferred();
    } catch {
      // The transfer's own error toast says why (e.g. not enough on the main balance).
    }
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField label={t('lowFunds.amount')} error={error}>
        {(control) => (
          <Input
            {...control}
            {...form.register('amount', {
              validate: (text) => {
                const amount = parseAmount(text);
                return (amount !== null && amount > 0) || t('lowFunds.amountInvalid');
              },
            })}
            inputMode="decimal"
            data-testid="low-funds-amount"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="low-balance-transfer">
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          {t('lowFunds.transfer')}
        </Button>
      </DialogFooter>
    </form>
  );
}
