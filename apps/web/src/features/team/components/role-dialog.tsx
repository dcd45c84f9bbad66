import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { useChangeRole } from '../api/members';
import type { MemberDialog } from './member-dialogs';
import { RoleField } from './role-field';

/** `Змінити роль`: the role select with its access; a refusal (the last owner) shows under it. */
export function RoleDialog({ dialog, close }: { dialog: MemberDialog | null; close(): void }) {
  const member = dialog?.member ?? null;
  const { t } = useTranslation('team');
  const change = useChangeRole();
  // the dialogs key this by the member, so each opening starts from the member's role
  const [role, setRole] = useState<TeamRole>(member?.role ?? 'manager');
  const [error, setError] = useState<string>();

  const name = member ? member.name || formatUaPhone(member.telephone) : '';
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title={t('changeRole.title', { name })}
      description={t('changeRole.description')}
      submitLabel={t('changeRole.submit')}
      busy={change.isPending}
      testId="role-dialog"
      submitTestId="role-submit"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!dialog) return;
        await change.mutateAsync({ id: dialog.id, role }).then(
          (answer) => {
            toast({ variant: 'successful', description: answer.message });
            close();
          },
          (failure: unknown) => setError(errorMessages(failure).join(' ')),
        );
      }}
    >
      <RoleField value={role} onChange={setRole} error={error} />
    </FormDialog>
  );
}
