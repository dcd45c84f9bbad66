import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rss } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useChangeProductFeed, useProductFeed } from '../api/product-feed';

/** The YML feed's secret address for other marketplaces: shown, copied, renewed, turned off. */
export function ProductsFeedDialog() {
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  /** The change to an address already given out, waiting for the supplier's yes. */
  const [confirming, setConfirming] = useState<'renew' | 'remove' | null>(null);
  const feed = useProductFeed(open);
  const { renew, remove } = useChangeProductFeed();
  const url = feed.data?.data.url ?? null;
  const busy = renew.isPending || remove.isPending;
  const done = (saved: { message: string }) => toast({ variant: 'successful', description: saved.message });

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="products-feed-open">
        <Rss aria-hidden />
        {t('feed.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="products-feed-dialog">
          <DialogHeader>
            <DialogTitle>{t('feed.title')}</DialogTitle>
            <DialogDescription>{t('feed.description')}</DialogDescription>
          </DialogHeader>
          {feed.isPending ? (
            <Skeleton className="h-9 w-full" />
          ) : url ? (
            <div className="flex gap-2">
              <Input
                readOnly
                value={url}
                aria-label={t('feed.address')}
                onFocus={(e) => e.target.select()}
                data-testid="products-feed-url"
              />
              <CopyButton value={url} label={t('feed.copy')} failedText={t('feed.copyFailed')} variant="outline" />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="products-feed-off">
              {t('feed.off')}
            </p>
          )}
          <DialogFooter className="gap-2">
            {url && (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => setConfirming('remove')}
                data-testid="products-feed-remove"
              >
                {t('feed.remove')}
              </Button>
            )}
            <Button
              disabled={busy || feed.isPending}
              onClick={() => (url ? setConfirming('renew') : renew.mutateAsync().then(done, () => undefined))}
              data-testid="products-feed-renew"
            >
              {url ? t('feed.renew') : t('feed.create')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={confirming === 'remove' ? t('feed.removeConfirmTitle') : t('feed.renewConfirmTitle')}
        description={t('feed.oldAddressStops')}
        confirmLabel={confirming === 'remove' ? t('feed.remove') : t('feed.renew')}
        onConfirm={() => (confirming === 'remove' ? remove : renew).mutateAsync().then(done)}
      />
    </>
  );
}
