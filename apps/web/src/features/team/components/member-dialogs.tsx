import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { useDeactivateMember, useRemoveMember, type TeamMember } from '../api/members';
import { MemberSessionsDialog } from './member-sessions-dialog';
import { RoleDialog } from './role-dialog';

/** The dialog a member row opened, and whose. */
export interface MemberDialog {
  kind: 'changeRole' | 'sessions' | 'deactivate' | 'remove';
  member: TeamMember;
  /** The member's id (the account holder, without one, has no dialogs). */
  id: number;
}

const announce = (answer: { message: string }) => toast({ variant: 'successful', description: answer.message });

/**
 * The member row's dialogs. Deactivating and removing ask first; a refusal (the last owner) is the
 * server's text inside the dialog.
 */
export function MemberDialogs({ dialog, close }: { dialog: MemberDialog | null; close(): void }) {
  const { t } = useTranslation('team');
  const deactivate = useDeactivateMember();
  const remove = useRemoveMember();
  const member = dialog?.member;
  const name = member ? member.name || formatUaPhone(member.telephone) : '';
  const onOpenChange = (open: boolean) => !open && close();
  return (
    <>
      <RoleDialog
        key={dialog?.kind === 'changeRole' ? dialog.id : 'closed'}
        dialog={dialog?.kind === 'changeRole' ? dialog : null}
        close={close}
      />
      <MemberSessionsDialog dialog={dialog?.kind === 'sessions' ? dialog : null} close={close} />
      <ConfirmDialog
        open={dialog?.kind === 'deactivate'}
        onOpenChange={onOpenChange}
        title={t('deactivate.title', { name })}
        description={t('deactivate.description')}
        confirmLabel={t('deactivate.confirm')}
        onConfirm={() => deactivate.mutateAsync(dialog!.id).then(announce)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={onOpenChange}
        title={t('remove.title', { name })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        onConfirm={() => remove.mutateAsync(dialog!.id).then(announce)}
      />
    </>
  );
}
