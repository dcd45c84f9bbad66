import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { normalizeUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { useRequestPasswordReset, type PasswordResetRequestBody } from '../api/request-password-reset';
import { AUTH_PATHS, DEFAULT_RESEND_SECONDS } from '../lib/paths';
import { rulesResolver, uaPhone } from '../lib/resolvers';
import { applyServerErrors } from '@/lib/form';
import type { RecoveryState } from '../lib/recovery';
import { AuthCard, SubmitButton } from './auth-card';
import { TextLink } from './text-link';

interface ForgotPasswordValues {
  telephone: string;
}

const resolver = rulesResolver<ForgotPasswordValues, PasswordResetRequestBody>({ telephone: [uaPhone] }, (values) => ({
  telephone: normalizeUaPhone(values.telephone)!,
}));

/** Password recovery, step 1: the phone gets an SMS code; the reset token travels in the page state. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['identity', 'routes']);
  const navigate = useNavigate();
  const start = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues, unknown, PasswordResetRequestBody>({
    resolver,
    defaultValues: { telephone: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    start.mutateAsync(body).then(
      (started) => {
        const state: RecoveryState = {
          telephone: body.telephone,
          code: started.code,
          resendAt: Date.now() + DEFAULT_RESEND_SECONDS * 1000,
        };
        void navigate(AUTH_PATHS.recoverPasswordCode, { state });
      },
      (error: unknown) => applyServerErrors(error, form.setError, ['telephone']),
    ),
  );

  return (
    <AuthCard
      title={t('routes:forgotPassword')}
      description={t('identity:forgot.description')}
      footer={<TextLink to={AUTH_PATHS.withPassword}>{t('identity:forgot.back')}</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={start.isPending} className="grid gap-5">
        <FormField label={t('identity:fields.telephone')} error={errors.telephone?.message}>
          {(control) => <PhoneInput {...control} {...form.register('telephone')} autoFocus required />}
        </FormField>
        <SubmitButton pending={start.isPending}>{t('identity:forgot.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
