import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERSON_NAME_MAX_LENGTH, registerRequest } from '@supplier/contracts/identity';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { normalizeUaPhone, PhoneInput } from '@/components/ui/phone-input';
import { useRegister, type RegisterBody } from '../api/register';
import { confirmationPath, type ConfirmationState } from '../lib/confirmation';
import { AUTH_PATHS, DEFAULT_RESEND_SECONDS } from '../lib/paths';
import {
  acceptReferral,
  forgetReferral,
  isReferralRefused,
  parseReferralId,
  REFERRAL_PARAM,
  storedReferralId,
} from '../lib/referral';
import { applyServerErrors, schemaResolver } from '@/lib/form';
import { AuthCard, SubmitButton } from './auth-card';
import { TextLink } from './text-link';

interface SignupValues {
  firstname: string;
  lastname: string;
  telephone: string;
  email: string;
  password: string;
}

const FIELDS = ['firstname', 'lastname', 'telephone', 'email', 'password'] as const;

/** `Реєстрація`: a new supplier account, then the phone is confirmed by an SMS code. */
export function SignupForm() {
  const { t } = useTranslation(['identity', 'routes']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkReferral = parseReferralId(params.get(REFERRAL_PARAM));
  const [referralId, setReferralId] = useState(() => linkReferral ?? storedReferralId());
  const signUp = useRegister();

  // a referral link: keep the referrer (localStorage referral_id) and count the visit once
  useEffect(() => {
    if (linkReferral) acceptReferral(linkReferral);
  }, [linkReferral]);

  const form = useForm<SignupValues, unknown, RegisterBody>({
    resolver: schemaResolver<SignupValues, typeof registerRequest>(registerRequest, (values) => ({
      ...values,
      telephone: normalizeUaPhone(values.telephone) ?? values.telephone,
      referral_id: referralId ?? undefined,
    })),
    defaultValues: { firstname: '', lastname: '', telephone: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const [firstname, lastname] = useWatch({ control: form.control, name: ['firstname', 'lastname'] });

  const onSubmit = form.handleSubmit((body) =>
    signUp.mutateAsync(body).then(
      (sent) => {
        const state: ConfirmationState = {
          resendAt: Date.now() + (sent?.resend_after ?? DEFAULT_RESEND_SECONDS) * 1000,
          from: 'signup',
        };
        void navigate(confirmationPath({ telephone: body.telephone }), { state });
      },
      (error: unknown) => {
        applyServerErrors(error, form.setError, FIELDS);
        // an invalid invitation is dropped (the toast says why), so the next try signs up without it
        if (isReferralRefused(error)) {
          forgetReferral();
          setReferralId(null);
        }
      },
    ),
  );

  const passwordLabels = { showLabel: t('identity:fields.showPassword'), hideLabel: t('identity:fields.hidePassword') };

  return (
    <AuthCard
      title={t('routes:signup')}
      description={referralId ? t('identity:signup.referral') : t('identity:signup.description')}
      footer={
        <>
          <span>{t('identity:signup.haveAccount')}</span>
          <TextLink to={AUTH_PATHS.login}>{t('identity:signup.signIn')}</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={signUp.isPending} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <FormField
            label={t('identity:fields.firstname')}
            error={errors.firstname?.message}
            limit={{ max: PERSON_NAME_MAX_LENGTH, length: textLength(firstname) }}
          >
            {(control) => (
              <Input {...control} {...form.register('firstname')} autoComplete="given-name" autoFocus required />
            )}
          </FormField>
          <FormField
            label={t('identity:fields.lastname')}
            error={errors.lastname?.message}
            limit={{ max: PERSON_NAME_MAX_LENGTH, length: textLength(lastname) }}
          >
            {(control) => <Input {...control} {...form.register('lastname')} autoComplete="family-name" required />}
          </FormField>
        </div>
        <FormField label={t('identity:fields.telephone')} error={errors.telephone?.message}>
          {(control) => <PhoneInput {...control} {...form.register('telephone')} required />}
        </FormField>
        <FormField label={t('identity:fields.email')} error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          )}
        </FormField>
        <FormField
          label={t('identity:fields.password')}
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
        <SubmitButton pending={signUp.isPending}>{t('identity:signup.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
