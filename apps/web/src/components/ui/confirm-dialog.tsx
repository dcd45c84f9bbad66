import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessages } from '@/lib/api-client';

/** Asks before a destructive action; a refusal from the API (e.g. 409) is shown inside the dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="confirm-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive" data-testid="confirm-error">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            {t('cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            data-testid="confirm-action"
            onClick={() => {
              setBusy(true);
              setError(null);
              onConfirm()
                .then(() => change(false))
                .catch((failure: unknown) => setError(errorMessages(failure).join(' ')))
                .finally(() => setBusy(false));
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
