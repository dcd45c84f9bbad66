import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, RotateCw, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { useTelegramConnectLink } from '../api/get-connect-link';
import { dismissTelegramPrompt, isTelegramPromptDismissed } from '../connect-event';

/**
 * SPEC section 2: the Telegram-connect modal, while the stored user has no telegram_id. Closing it
 * («Пізніше») hides it for that supplier for TELEGRAM_PROMPT_LATER_DAYS, across sign-ins. It closes by
 * itself once the realtime event connects.
 */
export function TelegramConnectDialog({ suppressed = false }: { suppressed?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const connected = useSession((state) => Boolean(state.user?.data.telegram_id));
  const supplierId = useSession((state) => state.user?.data.id);
  const [dismissed, setDismissed] = useState(() => isTelegramPromptDismissed(supplierId));
  const [waiting, setWaiting] = useState(false);
  const open = supplierId !== undefined && !connected && !dismissed && !suppressed;
  const link = useTelegramConnectLink(open);

  const close = () => {
    if (supplierId !== undefined) dismissTelegramPrompt(supplierId);
    setDismissed(true);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent data-testid="telegram-connect-dialog">
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-info-surface text-info">
            <Send className="size-5" aria-hidden />
          </div>
          <DialogTitle>{t('telegram.title')}</DialogTitle>
          <DialogDescription>{t('telegram.description')}</DialogDescription>
        </DialogHeader>
        {waiting && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {t('telegram.waiting')}
          </p>
        )}
        {link.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('telegram.linkFailed')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common:later')}
          </Button>
          {link.isError ? (
            <Button onClick={() => void link.refetch()}>
              <RotateCw aria-hidden />
              {t('common:retry')}
            </Button>
          ) : link.data ? (
            <Button asChild>
              <a href={link.data.url} target="_blank" rel="noopener noreferrer" onClick={() => setWaiting(true)}>
                <Send aria-hidden />
                {t('telegram.action')}
              </a>
            </Button>
          ) : (
            <Button disabled>
              <LoaderCircle className="animate-spin" aria-hidden />
              {t('telegram.action')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
