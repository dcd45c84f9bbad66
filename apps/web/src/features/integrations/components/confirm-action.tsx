import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';

/**
 * An action that asks first: its button opens the shared confirmation, whose button runs
 * `onConfirm` (a refusal shows inside it). Used for a new token, revoking, a new secret and deleting.
 */
export function ConfirmAction({
  label,
  icon: Icon,
  danger = false,
  disabled = false,
  testId,
  title,
  description,
  confirmLabel = label,
  onConfirm,
}: {
  label: string;
  icon: LucideIcon;
  /** Drawn in the destructive colour (revoke, delete). */
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm(): Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={cn(danger && 'text-destructive')}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        <Icon aria-hidden />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
      />
    </>
  );
}
