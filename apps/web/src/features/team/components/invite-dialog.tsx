import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { normalizeUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { inviteBodySchema, useInvite, type InviteBody } from '../api/invitations';
import { RoleField } from './role-field';

interface InviteValues {
  telephone: string;
  name: string;
  email: string;
  role: TeamRole;
}

const EMPTY: InviteValues = { telephone: '', name: '', email: '', role: 'manager' };

/** The typed values as the API takes them: the phone in +380 form, no empty email. */
const prepare = ({ telephone, name, email, role }: InviteValues) => ({
  telephone: normalizeUaPhone(telephone) ?? telephone.trim(),
  name: name.trim(),
  email: email.trim() || undefined,
  role,
});

/** `Запросити до команди`: phone (required), name and email (optional), a role with its access shown. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('team');
  const invite = useInvite();
  const form = useForm<InviteValues, unknown, InviteBody>({
    resolver: schemaResolver(inviteBodySchema, prepare, { fieldOf: topLevelField }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit((body) =>
    invite.mutateAsync(body).then(
      (answer) => {
        toast({ variant: 'successful', description: answer.message });
        onOpenChange(false);
      },
      (error: unknown) =>
        applyServerErrors(error, form.setError, ['telephone', 'name', 'email', 'role'], { statuses: [422, 409] }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invite.title')}
      description={t('invite.description')}
      onSubmit={onSubmit}
      submitLabel={t('invite.submit')}
      busy={invite.isPending}
      testId="invite-dialog"
      submitTestId="invite-submit"
    >
      <FormField label={t('invite.telephone')} error={errors.telephone?.message}>
        {(control) => (
          <PhoneInput {...control} {...form.register('telephone')} autoComplete="off" data-testid="invite-telephone" />
        )}
      </FormField>
      <FormField label={t('invite.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" data-testid="invite-name" />}
      </FormField>
      <FormField label={t('invite.email')} description={t('invite.emailHint')} error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="off" data-testid="invite-email" />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <RoleField value={field.value} onChange={field.onChange} error={errors.role?.message} />}
      />
    </FormDialog>
  );
}
