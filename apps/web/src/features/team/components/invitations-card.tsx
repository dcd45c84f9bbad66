import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailX, Send } from 'lucide-react';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListStates } from '@/components/ui/page-states';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/date-format';
import { formLocale } from '@/lib/form';
import { useInvitations, useResendInvitation, useRevokeInvitation, type TeamInvitation } from '../api/invitations';

const announce = (answer: { message: string }) => toast({ variant: 'successful', description: answer.message });

/** `Запрошення, що очікують`: each with its role and expiry, to resend or revoke. */
export function InvitationsCard() {
  const { t } = useTranslation('team');
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const locale = formLocale();

  return (
    <Card data-testid="team-invitations">
      <CardHeader>
        <CardTitle>{t('invitations.title')}</CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ListStates
          result={invitations}
          loading={{ rows: 2, className: 'h-14' }}
          error={{ title: t('invitations.loadError') }}
          empty={<p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>}
        >
          {(data) => (
            <ul
              className="divide-y divide-border rounded-lg border border-border"
              aria-label={t('invitations.caption')}
            >
              {data.data.map((invitation) => {
                const telephone = formatUaPhone(invitation.telephone);
                const expired = Date.parse(invitation.expires_at) <= Date.now();
                return (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-center gap-3 px-4 py-3"
                    data-testid="invitation-row"
                  >
                    <div className="min-w-0 flex-1 basis-56">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        <span data-seller-data>{invitation.name || telephone}</span>
                        <Badge variant="secondary">{roleLabels[locale][invitation.role]}</Badge>
                      </p>
                      <p className={expired ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                        {[
                          invitation.name ? telephone : null,
                          t(expired ? 'invitations.expired' : 'invitations.expires', {
                            date: formatDateTime(invitation.expires_at),
                          }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={resend.isPending}
                        aria-label={t('invitations.resendLabel', { telephone })}
                        data-testid="invitation-resend"
                        onClick={() => resend.mutate(invitation, { onSuccess: announce })}
                      >
                        <Send aria-hidden />
                        <span className="hidden sm:inline">{t('invitations.resend')}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive hover:text-destructive"
                        aria-label={t('invitations.revokeLabel', { telephone })}
                        data-testid="invitation-revoke"
                        onClick={() => setRevoking(invitation)}
                      >
                        <MailX aria-hidden />
                        <span className="hidden sm:inline">{t('invitations.revoke')}</span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </ListStates>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('invitations.revokeTitle', { telephone: revoking ? formatUaPhone(revoking.telephone) : '' })}
        description={t('invitations.revokeDescription')}
        confirmLabel={t('invitations.revoke')}
        onConfirm={() => revoke.mutateAsync(revoking!.id).then(announce)}
      />
    </Card>
  );
}
