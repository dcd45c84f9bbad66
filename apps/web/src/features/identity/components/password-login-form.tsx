import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useLoginWithPassword, type PasswordLoginBody } from '../api/login-with-password';
import { AUTH_PATHS } from '../lib/paths';
import { normalizeLogin, required, rulesResolver } from '../lib/resolvers';
import { applyServerErrors } from '@/lib/form';
import { completeSignIn, REDIRECT_PARAM, withRedirect } from '../lib/sign-in';
import { AuthCard, SubmitButton } from './auth-card';
import { TextLink } from './text-link';

interface PasswordLoginValues {
  login: string;
  password: string;
}

/** Navigation state: a login to fill in (after a password reset). */
export interface PasswordLoginState {
  login?: string;
}

const resolver = rulesResolver<PasswordLoginValues, PasswordLoginBody>(
  { login: [required], password: [required] },
  (values) => ({ login: normalizeLogin(values.login), password: values.password }),
);

/** `Вхід за допомогою паролю`: telephone or email with the password (SPEC section 4). */
export function PasswordLoginForm() {
  const { t } = useTranslation(['identity', 'routes']);
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: PasswordLoginState | null };
  const redirect = params.get(REDIRECT_PARAM);
  const login = useLoginWithPassword();
  const pending = login.isPending || login.isSuccess;
  const prefilled = state?.login ?? '';
  const form = useForm<PasswordLoginValues, unknown, PasswordLoginBody>({
    resolver,
    defaultValues: { login: prefilled, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutateAsync(body).then(
      (response) => completeSignIn(response, { redirect }),
      (error: unknown) =>
        applyServerErrors(error, form.setError, ['login', 'password'], {
          map: { telephone: 'login', email: 'login' },
          fallbackField: 'password',
        }),
    ),
  );

  return (
    <AuthCard
      title={t('routes:withPassword')}
      description={t('identity:withPassword.description')}
      footer={
        <>
          <span>{t('identity:login.noAccount')}</span>
          <TextLink to={AUTH_PATHS.signup}>{t('identity:login.signUp')}</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-5">
        <FormField label={t('identity:fields.login')} error={errors.login?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('login')}
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoFocus={!prefilled}
              required
            />
          )}
        </FormField>
        <FormField label={t('identity:fields.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="current-password"
              autoFocus={Boolean(prefilled)}
              required
              showLabel={t('identity:fields.showPassword')}
              hideLabel={t('identity:fields.hidePassword')}
            />
          )}
        </FormField>
        <TextLink to={AUTH_PATHS.forgotPassword} className="-mt-3 justify-self-end text-sm">
          {t('identity:withPassword.forgot')}
        </TextLink>
        <SubmitButton pending={pending}>{t('identity:withPassword.submit')}</SubmitButton>
        <TextLink to={withRedirect(AUTH_PATHS.login, redirect)} className="justify-self-center text-sm">
          {t('identity:withPassword.withCode')}
        </TextLink>
      </form>
    </AuthCard>
  );
}
