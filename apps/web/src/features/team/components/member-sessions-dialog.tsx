import { useTranslation } from 'react-i18next';
import { LoaderCircle, LogOut, Monitor } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { describeUserAgent } from '@/lib/user-agent';
import { useEndMemberSessions, useMemberSessions } from '../api/member-sessions';
import type { MemberDialog } from './member-dialogs';

/** A member's signed-in devices, and `Завершити всі`. */
function Sessions({ id }: { id: number }) {
  const { t } = useTranslation(['team', 'account']);
  const sessions = useMemberSessions(id);
  const endAll = useEndMemberSessions(id);
  return (
    <ListStates
      result={sessions}
      loading={{ rows: 2, className: 'h-14' }}
      error={{ title: t('team:sessions.loadError') }}
      empty={<EmptyState icon={Monitor} title={t('team:sessions.empty')} testId="member-sessions-empty" />}
    >
      {(data) => (
        <div className="grid gap-4">
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 px-4 py-3" data-testid="member-session">
                <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0">
                  <p className="text-sm font-medium" data-seller-data>
                    {describeUserAgent(session.user_agent) ?? t('account:sessions.unknownDevice')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      session.ip ? t('team:sessions.ip', { ip: session.ip }) : null,
                      t('team:sessions.lastUsed', { date: formatDateTime(session.last_used_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            className="self-start text-destructive hover:text-destructive"
            disabled={endAll.isPending}
            data-testid="member-sessions-end-all"
            onClick={() =>
              endAll.mutate(undefined, {
                onSuccess: (answer) => toast({ variant: 'successful', description: answer.message }),
              })
            }
          >
            {endAll.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
            {t('team:sessions.endAll')}
          </Button>
        </div>
      )}
    </ListStates>
  );
}

export function MemberSessionsDialog({ dialog, close }: { dialog: MemberDialog | null; close(): void }) {
  const member = dialog?.member ?? null;
  const { t } = useTranslation('team');
  const name = member ? member.name || formatUaPhone(member.telephone) : '';
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="member-sessions-dialog">
        <DialogHeader>
          <DialogTitle>{t('sessions.title', { name })}</DialogTitle>
          <DialogDescription>{t('sessions.description')}</DialogDescription>
        </DialogHeader>
        {dialog && <Sessions id={dialog.id} />}
      </DialogContent>
    </Dialog>
  );
}
