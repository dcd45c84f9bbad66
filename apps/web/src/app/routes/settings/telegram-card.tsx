import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, RotateCw, Send, Unlink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';
import { useDisconnectTelegram } from '@/features/account/api/disconnect-telegram';
import { useTelegramConnectLink } from '@/features/telegram/api/get-connect-link';

/**
 * Telegram on the account page (SPEC section 4): connect through the bot deep link (the shell's
 * realtime `connect-telegram` finishes it), disconnect with the warning toast.
 */
export function TelegramCard() {
  const { t } = useTranslation(['account', 'shell', 'common']);
  const chatId = useSession((state) => state.user?.data.telegram_id ?? null);
  const [waiting, setWaiting] = useState(false);
  const link = useTelegramConnectLink(!chatId);
  const disconnect = useDisconnectTelegram();

  return (
    <Card data-testid="telegram-card">
      <CardHeader>
        <CardTitle>{t('telegram.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {chatId ? (
          <>
            <div className="text-sm">
              <p>{t('telegram.connected')}</p>
              <p className="text-muted-foreground">{t('telegram.chat', { id: chatId })}</p>
            </div>
            <Button
              variant="outline"
              className="self-start"
              disabled={disconnect.isPending}
              data-testid="telegram-disconnect"
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => {
                    setWaiting(false);
                    toast({ variant: 'default', description: t('shell:telegram.disconnected') });
                  },
                })
              }
            >
              {disconnect.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Unlink aria-hidden />}
              {t('telegram.disconnect')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm">{t('telegram.notConnected')}</p>
            {waiting && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {t('telegram.waiting')}
              </p>
            )}
            {link.isError ? (
              <div className="flex flex-wrap items-center gap-2">
                <p role="alert" className="text-sm text-destructive">
                  {t('telegram.linkFailed')}
                </p>
                <Button size="sm" variant="outline" onClick={() => void link.refetch()}>
                  <RotateCw aria-hidden />
                  {t('common:retry')}
                </Button>
              </div>
            ) : link.data ? (
              <Button asChild className="self-start">
                <a href={link.data.url} target="_blank" rel="noopener noreferrer" onClick={() => setWaiting(true)}>
                  <Send aria-hidden />
                  {t('telegram.connect')}
                </a>
              </Button>
            ) : (
              <Button disabled className="self-start">
                <LoaderCircle className="animate-spin" aria-hidden />
                {t('telegram.connect')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
