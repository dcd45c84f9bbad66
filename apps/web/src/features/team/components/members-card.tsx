import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import { roleLabels } from '@supplier/contracts/permission-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { formatUaPhone } from '@/components/ui/phone-input';
import { formatDateTime } from '@/lib/date-format';
import { formLocale } from '@/lib/form';
import { describeUserAgent } from '@/lib/user-agent';
import { useTeamMembers, type TeamMember } from '../api/members';
import { InviteDialog } from './invite-dialog';
import { MemberDialogs, type MemberDialog } from './member-dialogs';
import { MemberMenu } from './member-menu';

/** A member's last sign-in: when, and from which device. */
function LastSignIn({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  if (!member.last_sign_in_at) return <span className="text-muted-foreground">{t('members.never')}</span>;
  const device = describeUserAgent(member.last_device?.user_agent ?? null);
  return (
    <span>
      {formatDateTime(member.last_sign_in_at)}
      {device && <span className="block text-xs text-muted-foreground">{device}</span>}
    </span>
  );
}

/** `Учасники`: the team's people with their role, status and last sign-in, and what the owner may do to each. */
export function MembersCard() {
  const { t } = useTranslation('team');
  const members = useTeamMembers();
  const [inviting, setInviting] = useState(false);
  const [dialog, setDialog] = useState<MemberDialog | null>(null);
  const locale = formLocale();

  const columns: DataColumn<TeamMember>[] = [
    {
      id: 'name',
      header: t('members.name'),
      rowHeader: true,
      className: 'px-4',
      cell: (member) => (
        <span className="flex flex-col">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium" data-seller-data>
              {member.name || formatUaPhone(member.telephone)}
            </span>
            {member.me && <Badge variant="outline">{t('members.you')}</Badge>}
          </span>
          {/* narrow screens fold the phone under the name */}
          <span className="text-xs text-muted-foreground md:hidden">{formatUaPhone(member.telephone)}</span>
        </span>
      ),
    },
    {
      id: 'phone',
      header: t('members.phone'),
      className: 'hidden px-4 whitespace-nowrap md:table-cell',
      cell: (member) => formatUaPhone(member.telephone),
    },
    {
      id: 'role',
      header: t('members.role'),
      className: 'px-4',
      cell: (member) => (
        <span className="flex flex-col items-start gap-1">
          <Badge variant="secondary" data-testid="member-role">
            {roleLabels[locale][member.role]}
          </Badge>
          {member.status === 'deactivated' && (
            <Badge variant="warning" data-testid="member-status">
              {t('status.deactivated')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'lastSignIn',
      header: t('members.lastSignIn'),
      className: 'hidden px-4 sm:table-cell',
      cell: (member) => <LastSignIn member={member} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('members.actions')}</span>,
      className: 'w-12 px-2 text-right',
      cell: (member) => <MemberMenu member={member} open={(kind, id) => setDialog({ kind, member, id })} />,
    },
  ];

  return (
    <Card data-testid="team-members">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('members.title')}</CardTitle>
          <CardDescription>{t('members.description')}</CardDescription>
        </div>
        <Button onClick={() => setInviting(true)} data-testid="team-invite">
          <UserPlus aria-hidden />
          {t('invite.open')}
        </Button>
      </CardHeader>
      <CardContent>
        <ListStates
          result={members}
          loading={{ rows: 3 }}
          error={{ title: t('members.loadError') }}
          empty={
            <EmptyState
              icon={Users}
              title={t('members.empty')}
              description={t('members.emptyHint')}
              testId="team-members-empty"
            />
          }
        >
          {(data) => (
            <DataTable
              caption={t('members.caption')}
              columns={columns}
              rows={[...data.data]}
              rowKey={(member) => member.id ?? 'holder'}
              rowProps={(member) => ({ 'data-testid': 'member-row', 'data-status': member.status })}
            />
          )}
        </ListStates>
      </CardContent>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <MemberDialogs dialog={dialog} close={() => setDialog(null)} />
    </Card>
  );
}
