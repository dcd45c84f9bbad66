import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Trash2 } from 'lucide-react';
import type { Store } from '@supplier/contracts/stores';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteStore } from '../api/delete-store';

/** Delete with a confirmation; the only store cannot be deleted (the dialog says why). */
export function DeleteStoreButton({
  store,
  isOnly,
  onDeleted,
  size = 'sm',
}: {
  store: Store;
  isOnly: boolean;
  onDeleted?: () => void;
  size?: 'sm' | 'default';
}) {
  const { t } = useTranslation(['stores', 'common']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteStore();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size={size} className="text-destructive" data-testid="store-delete">
          <Trash2 aria-hidden />
          {t('actions.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="store-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('deleteDialog.title', { name: store.name })}</DialogTitle>
          <DialogDescription>{isOnly ? t('deleteDialog.lastStore') : t('deleteDialog.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common:cancel')}</Button>
          </DialogClose>
          {!isOnly && (
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(store.id, {
                  onSuccess: (answer) => {
                    setOpen(false);
                    toast({ variant: 'successful', description: answer.message });
                    onDeleted?.();
                  },
                })
              }
            >
              {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('deleteDialog.confirm')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
