import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronsUpDown, LoaderCircle, Store } from 'lucide-react';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formLocale } from '@/lib/form';
import { takeFreshSignIn } from '@/lib/session';
import { useMemberships, useSwitchMembership, type SwitchAnswer } from '../api/memberships';
import { SupplierChooser } from './supplier-chooser';

/**
 * The top bar's supplier switcher for a person in several suppliers' teams (nothing for one):
 * the current shop's name opens the list; right after a sign-in the chooser asks once where to work.
 */
export function SupplierSwitcher({ onSwitched }: { onSwitched(answer: SwitchAnswer): void }) {
  const { t } = useTranslation('team');
  const memberships = useMemberships();
  const switching = useSwitchMembership();
  // read once: the flag is the sign-in's, and a reload must not ask again
  const [choosing, setChoosing] = useState(takeFreshSignIn);
  const list = memberships.data?.data ?? [];
  if (list.length < 2) return null;
  const current = list.find((membership) => membership.current);
  const locale = formLocale();
  const choose = (supplierId: number) => {
    if (supplierId === current?.supplier_id) {
      setChoosing(false);
      return;
    }
    switching.mutate(supplierId, { onSuccess: (answer) => onSwitched(answer) });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="max-w-40 gap-1.5 px-2 sm:max-w-56"
            aria-label={t('switcher.label', { name: current?.supplier_name ?? '' })}
            disabled={switching.isPending}
            data-testid="supplier-switcher"
          >
            {switching.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Store aria-hidden />}
            <span className="hidden truncate sm:inline" data-seller-data>
              {current?.supplier_name}
            </span>
            <ChevronsUpDown className="text-muted-foreground" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-72">
          <DropdownMenuLabel>{t('switcher.title')}</DropdownMenuLabel>
          {list.map((membership) => (
            <DropdownMenuItem
              key={membership.supplier_id}
              onSelect={() => choose(membership.supplier_id)}
              aria-current={membership.current ? 'true' : undefined}
              data-testid="supplier-option"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium" data-seller-data>
                  {membership.supplier_name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('switcher.role', { role: roleLabels[locale][membership.role] })}
                </span>
              </span>
              {membership.current && <Check aria-label={t('switcher.current')} />}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <SupplierChooser
        open={choosing}
        memberships={list}
        busy={switching.isPending}
        choose={choose}
        onOpenChange={setChoosing}
      />
    </>
  );
}
