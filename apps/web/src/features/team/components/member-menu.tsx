import { useTranslation } from 'react-i18next';
import { Monitor, MoreHorizontal, Power, PowerOff, Shield, UserMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { useReactivateMember, type TeamMember } from '../api/members';
import { memberActions, type MemberAction } from '../lib/member-actions';
import type { MemberDialog } from './member-dialogs';

const ICONS = { changeRole: Shield, sessions: Monitor, deactivate: PowerOff, reactivate: Power, remove: UserMinus };

const LABELS = {
  changeRole: 'changeRole.open',
  sessions: 'sessions.open',
  deactivate: 'deactivate.open',
  reactivate: 'reactivate.open',
  remove: 'remove.open',
} as const satisfies Record<MemberAction, string>;

/** A member row's actions in a menu; reactivating needs no question, the rest open their dialog. */
export function MemberMenu({
  member,
  open,
}: {
  member: TeamMember;
  open(kind: MemberDialog['kind'], id: number): void;
}) {
  const { t } = useTranslation('team');
  const reactivate = useReactivateMember();
  const actions = memberActions(member);
  const id = member.id;
  if (id === null || actions.length === 0) return null;
  const name = member.name || formatUaPhone(member.telephone);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('members.actionsLabel', { name })}
          data-testid="member-actions"
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <DropdownMenuItem
              key={action}
              data-testid={`member-${action}`}
              className={action === 'remove' || action === 'deactivate' ? 'text-destructive' : undefined}
              disabled={action === 'reactivate' && reactivate.isPending}
              onSelect={() =>
                action === 'reactivate'
                  ? reactivate.mutate(id, {
                      onSuccess: (answer) => toast({ variant: 'successful', description: answer.message }),
                    })
                  : open(action, id)
              }
            >
              <Icon aria-hidden />
              {t(LABELS[action])}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
