import { useTranslation } from 'react-i18next';
import { LoaderCircle, LogOut, Monitor } from 'lucide-react';
import { ListStates } from '@/components/ui/page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { describeUserAgent } from '@/lib/user-agent';

/** The signed-in devices with "end" per session and "end all other sessions". */
export function SessionsCard() {
  const { t } = useTranslation(['account', 'common']);
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  return (
    <Card data-testid="sessions-card">
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ListStates
          result={sessions}
          loading={{ rows: 1, className: 'h-24' }}
          error={{ title: t('sessions.loadError') }}
          /* the session signed in is always listed */
          empty={null}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border">
                {data.data.map((session) => {
                  const device = describeUserAgent(session.user_agent) ?? t('sessions.unknownDevice');
                  return (
                    <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="session">
                      <Monitor className="size-5 shrink-0 text-zinc-500" aria-hidden />
                      <div className="min-w-0 flex-1 basis-48">
                        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                          <span data-seller-data>{device}</span>
                          {session.current && <Badge variant="success">{t('sessions.current')}</Badge>}
                        </p>
                        <p className="text-xs text-muted-foreground">
                          {[
                            session.ip ? t('sessions.ip', { ip: session.ip }) : null,
                            t('sessions.lastUsed', { date: formatDateTime(session.last_used_at) }),
                            t('sessions.expires', { date: formatDateTime(session.expires_at) }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      {!session.current && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={endOne.isPending}
                          aria-label={t('sessions.endLabel', { device })}
                          onClick={() =>
                            endOne.mutate(session.id, {
                              onSuccess: (response) => toast({ variant: 'successful', description: response.message }),
                            })
                          }
                        >
                          {t('sessions.end')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {others > 0 ? (
                <Button
                  variant="outline"
                  className="self-start text-destructive hover:text-destructive"
                  disabled={endOthers.isPending}
                  data-testid="end-other-sessions"
                  onClick={() =>
                    endOthers.mutate(undefined, {
                      onSuccess: (response) => toast({ variant: 'successful', description: response.message }),
                    })
                  }
                >
                  {endOthers.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
                  {t('sessions.endOthers')}
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">{t('sessions.onlyCurrent')}</p>
              )}
            </>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
