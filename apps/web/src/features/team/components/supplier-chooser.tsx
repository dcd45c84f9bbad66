import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formLocale } from '@/lib/form';
import type { Membership } from '../api/memberships';

/** `Оберіть магазин`: after signing in, a person in several teams picks the panel to work in. */
export function SupplierChooser({
  open,
  memberships,
  busy,
  choose,
  onOpenChange,
}: {
  open: boolean;
  memberships: Membership[];
  busy: boolean;
  choose(supplierId: number): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('team');
  const locale = formLocale();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="supplier-chooser">
        <DialogHeader>
          <DialogTitle>{t('chooser.title')}</DialogTitle>
          <DialogDescription>{t('chooser.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {memberships.map((membership) => (
            <li key={membership.supplier_id}>
              <button
                type="button"
                disabled={busy}
                onClick={() => choose(membership.supplier_id)}
                aria-label={t('chooser.choose', { name: membership.supplier_name })}
                className="flex w-full items-center gap-3 rounded-lg border border-border px-4 py-3 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-50"
                data-testid="supplier-choice"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium" data-seller-data>
                    {membership.supplier_name}
                  </span>
                  <span className="text-sm text-muted-foreground">{roleLabels[locale][membership.role]}</span>
                </span>
                {membership.current && <Badge variant="secondary">{t('switcher.current')}</Badge>}
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
