import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamEndpointSchemas } from '@supplier/contracts/team';
import { CodeInput } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { sendInvitationCode, useAcceptInvitation, type AcceptInvitationBody } from '../api/team-invitation';
import { completeSignIn } from '../lib/sign-in';
import { SubmitButton } from './auth-card';
import { ResendCode } from './resend-code';

interface AcceptValues {
  code: string;
  name: string;
  password: string;
}

/**
 * The code texted to the invited phone; a person new to the product may give a name and set a
 * password (without one they sign in by code). Accepting signs in to the inviting supplier.
 */
export function InvitationCodeForm({
  token,
  knownPerson,
  resendAt,
}: {
  token: string;
  knownPerson: boolean;
  resendAt: number;
}) {
  const { t } = useTranslation(['team', 'identity']);
  const accept = useAcceptInvitation();
  const form = useForm<AcceptValues, unknown, AcceptInvitationBody>({
    resolver: schemaResolver(
      teamEndpointSchemas.acceptTeamInvitation.body,
      ({ code, name, password }: AcceptValues) => ({
        token,
        code,
        name: knownPerson || !name.trim() ? undefined : name,
        password: knownPerson || !password ? undefined : password,
      }),
      { fieldOf: topLevelField },
    ),
    defaultValues: { code: '', name: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  // after success the page loads afresh; the form stays locked until it does
  const pending = accept.isPending || accept.isSuccess;

  useEffect(() => {
    if (errors.code && !pending) form.setFocus('code');
  }, [errors.code, pending, form]);

  const onSubmit = form.handleSubmit((body) =>
    accept.mutateAsync(body).then(
      (response) => completeSignIn(response),
      (error: unknown) => {
        form.setValue('code', '');
        applyServerErrors(error, form.setError, ['code', 'name', 'password'], {
          fallbackField: 'code',
          map: { token: 'code' },
        });
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} className="grid gap-5">
      <FormField label={t('team:accept.code')} error={errors.code?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                {...control}
                aria-label={t('team:accept.code')}
                digitLabel={(position, length) => t('identity:fields.digit', { position, length })}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (errors.code) form.clearErrors('code');
                }}
                onBlur={field.onBlur}
                disabled={pending}
                autoFocus
              />
            )}
          />
        )}
      </FormField>
      {!knownPerson && (
        <>
          <FormField label={t('team:accept.name')} error={errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
          </FormField>
          <FormField
            label={t('team:accept.password')}
            description={t('team:accept.passwordHint')}
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
                showLabel={t('identity:fields.showPassword')}
                hideLabel={t('identity:fields.hidePassword')}
              />
            )}
          </FormField>
        </>
      )}
      <SubmitButton pending={pending}>{t('team:accept.submit')}</SubmitButton>
      <ResendCode resendAt={resendAt} send={() => sendInvitationCode(token).then((sent) => sent.resend_after)} />
    </form>
  );
}
