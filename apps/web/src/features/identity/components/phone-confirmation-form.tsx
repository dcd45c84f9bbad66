import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/ui/code-input';
import { FormField } from '@/components/ui/form-field';
import { formatUaPhone, normalizeUaPhone } from '@/components/ui/phone-input';
import { useConfirmCode, type ConfirmCodeBody } from '../api/confirm-code';
import { sendLoginCode } from '../api/send-login-code';
import { TELEPHONE_PARAM, type ConfirmationState } from '../lib/confirmation';
import { AUTH_PATHS } from '../lib/paths';
import { rulesResolver, smsCode } from '../lib/resolvers';
import { applyServerErrors } from '@/lib/form';
import { ARTICLES_PARAM, completeSignIn, REDIRECT_PARAM, withRedirect } from '../lib/sign-in';
import { AuthCard, SubmitButton } from './auth-card';
import { ResendCode } from './resend-code';
import { TextLink } from './text-link';

interface CodeValues {
  code: string;
}

/** `Підтвердіть номер`: the code texted after sign-in by phone or sign-up (SPEC section 4). */
export function PhoneConfirmationForm() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: ConfirmationState | null };
  const telephone = normalizeUaPhone(params.get(TELEPHONE_PARAM) ?? '');
  if (!telephone) return <Navigate to={AUTH_PATHS.login} replace />;
  return (
    <CodeForm
      telephone={telephone}
      articles={params.get(ARTICLES_PARAM)}
      from={state?.from}
      redirect={params.get(REDIRECT_PARAM)}
      resendAt={state?.resendAt ?? 0}
    />
  );
}

interface CodeFormProps {
  telephone: string;
  articles: string | null;
  from: ConfirmationState['from'];
  redirect: string | null;
  resendAt: number;
}

function CodeForm({ telephone, articles, from, redirect, resendAt }: CodeFormProps) {
  const { t } = useTranslation(['identity', 'routes']);
  const confirm = useConfirmCode();
  const form = useForm<CodeValues, unknown, ConfirmCodeBody>({
    resolver: rulesResolver<CodeValues, ConfirmCodeBody>({ code: [smsCode] }, ({ code }) => ({ telephone, code })),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  // after success the page reloads; keep the form locked until it does
  const pending = confirm.isPending || confirm.isSuccess;
  const codeError = errors.code?.message;

  // the cells are disabled while the code is checked: focus them again once a failure unlocks them
  useEffect(() => {
    if (codeError && !pending) form.setFocus('code');
  }, [codeError, pending, form]);

  const onSubmit = form.handleSubmit((body) =>
    confirm.mutateAsync(body).then(
      (response) => completeSignIn(response, { redirect, articles }),
      (error: unknown) => {
        form.setValue('code', '');
        applyServerErrors(error, form.setError, ['code'], { fallbackField: 'code', map: { telephone: 'code' } });
      },
    ),
  );

  const changeNumber = from === 'signup' ? AUTH_PATHS.signup : withRedirect(AUTH_PATHS.login, redirect);

  return (
    <AuthCard
      title={t('routes:phoneConfirmation')}
      description={t('identity:confirm.description', { telephone: formatUaPhone(telephone, { nowrap: true }) })}
      footer={<TextLink to={changeNumber}>{t('identity:confirm.changeNumber')}</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-5">
        <FormField label={t('identity:fields.code')} error={codeError}>
          {(control) => (
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  {...control}
                  aria-label={t('identity:fields.code')}
                  digitLabel={(position, length) => t('identity:fields.digit', { position, length })}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    if (errors.code) form.clearErrors('code');
                  }}
                  onBlur={field.onBlur}
                  onComplete={() => {
                    if (!pending) void onSubmit();
                  }}
                  disabled={pending}
                  autoFocus
                />
              )}
            />
          )}
        </FormField>
        <SubmitButton pending={pending}>{t('identity:confirm.submit')}</SubmitButton>
      </form>
      <ResendCode resendAt={resendAt} send={() => sendLoginCode({ telephone }).then((sent) => sent?.resend_after)} />
    </AuthCard>
  );
}
