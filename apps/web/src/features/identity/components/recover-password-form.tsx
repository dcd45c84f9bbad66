import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgottenConfirmRequest } from '@supplier/contracts/identity';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { formatUaPhone } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/use-toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { useResetPassword, type ResetPasswordBody } from '../api/reset-password';
import { AUTH_PATHS, DEFAULT_RESEND_SECONDS } from '../lib/paths';
import { isRecoveryState, type RecoveryState } from '../lib/recovery';
import { applyServerErrors, schemaResolver } from '@/lib/form';
import { AuthCard, SubmitButton } from './auth-card';
import type { PasswordLoginState } from './password-login-form';
import { ResendCode } from './resend-code';
import { TextLink } from './text-link';

interface RecoverValues {
  sms_code: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['sms_code', 'password', 'password_confirmation'] as const;

/** Password recovery, step 2: the SMS code and the new password (SPEC section 4). */
export function RecoverPasswordForm() {
  const { t } = useTranslation(['identity', 'routes']);
  const { state } = useLocation();
  if (!isRecoveryState(state)) {
    return (
      <AuthCard title={t('routes:recoverPasswordCode')} description={t('identity:recover.missing')}>
        <Button asChild size="lg" className="w-full">
          <Link to={AUTH_PATHS.forgotPassword}>{t('identity:recover.restart')}</Link>
        </Button>
      </AuthCard>
    );
  }
  return <RecoverForm recovery={state} />;
}

function RecoverForm({ recovery }: { recovery: RecoveryState }) {
  const { t } = useTranslation(['identity', 'routes']);
  const navigate = useNavigate();
  const { telephone } = recovery;
  const [token, setToken] = useState(recovery.code);
  const reset = useResetPassword();
  const pending = reset.isPending || reset.isSuccess;

  const form = useForm<RecoverValues, unknown, ResetPasswordBody>({
    resolver: schemaResolver<RecoverValues, typeof forgottenConfirmRequest>(forgottenConfirmRequest, (values) => ({
      ...values,
      telephone,
      code: token,
    })),
    defaultValues: { sms_code: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const codeError = errors.sms_code?.message;

  useEffect(() => {
    if (codeError && !pending) form.setFocus('sms_code');
  }, [codeError, pending, form]);

  const onSubmit = form.handleSubmit((body) =>
    reset.mutateAsync(body).then(
      (result) => {
        toast({ variant: 'successful', description: result?.message || t('identity:recover.success') });
        const next: PasswordLoginState = { login: formatUaPhone(telephone) };
        void navigate(AUTH_PATHS.withPassword, { state: next });
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS, { fallbackField: 'sms_code' }),
    ),
  );

  async function resend() {
    const started = await requestPasswordReset({ telephone });
    setToken(started.code);
    const next: RecoveryState = { telephone, code: started.code, resendAt: Date.now() + DEFAULT_RESEND_SECONDS * 1000 };
    void navigate(AUTH_PATHS.recoverPasswordCode, { replace: true, state: next });
    return undefined;
  }

  const passwordLabels = { showLabel: t('identity:fields.showPassword'), hideLabel: t('identity:fields.hidePassword') };

  return (
    <AuthCard
      title={t('routes:recoverPasswordCode')}
      description={t('identity:recover.description', { telephone: formatUaPhone(telephone, { nowrap: true }) })}
      footer={<TextLink to={AUTH_PATHS.withPassword}>{t('identity:forgot.back')}</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-5">
        <FormField label={t('identity:fields.code')} error={codeError}>
          {(control) => (
            <Controller
              control={form.control}
              name="sms_code"
              render={({ field }) => (
                <CodeInput
                  {...control}
                  aria-label={t('identity:fields.code')}
                  digitLabel={(position, length) => t('identity:fields.digit', { position, length })}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onComplete={() => form.setFocus('password')}
                  disabled={pending}
                  autoFocus
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={t('identity:fields.newPassword')}
          error={errors.password?.message}
          description={t('identity:fields.passwordHint')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
              required
              {...passwordLabels}
            />
          )}
        </FormField>
        <FormField label={t('identity:fields.passwordConfirmation')} error={errors.password_confirmation?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password_confirmation')}
              autoComplete="new-password"
              required
              {...passwordLabels}
            />
          )}
        </FormField>
        <SubmitButton pending={pending}>{t('identity:recover.submit')}</SubmitButton>
      </form>
      <ResendCode resendAt={recovery.resendAt ?? 0} send={resend} />
    </AuthCard>
  );
}
