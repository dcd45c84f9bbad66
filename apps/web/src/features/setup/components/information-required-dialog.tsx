import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { needsInformationFirst } from '../progress';
import { useSetup } from '../store';

/**
 * The product-create/import prompt (SPEC sections 2 and 5): opening the product panel, manual
 * creation or the import while the information articles are not set up.
 */
export function InformationRequiredDialog({ suppressed = false }: { suppressed?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const information = useSetup((state) => state.setupSettings?.information);
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const open = !suppressed && information === false && needsInformationFirst(pathname) && dismissedOn !== pathname;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && setDismissedOn(pathname)}>
      <DialogContent data-testid="information-required-dialog">
        <DialogHeader>
          <DialogTitle>{t('informationRequired.title')}</DialogTitle>
          <DialogDescription>{t('informationRequired.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common:later')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/articles-information" onClick={() => setDismissedOn(pathname)}>
              {t('informationRequired.action')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
