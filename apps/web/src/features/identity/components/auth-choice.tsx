import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AUTH_PATHS } from '../lib/paths';
import { REDIRECT_PARAM, withRedirect } from '../lib/sign-in';
import { AuthCard } from './auth-card';

/** The start of the auth area: sign in or sign up. */
export function AuthChoice() {
  const { t } = useTranslation(['identity', 'routes']);
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  return (
    <AuthCard title={t('routes:main')} description={t('identity:main.description')}>
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={withRedirect(AUTH_PATHS.login, redirect)}>{t('identity:main.signIn')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={AUTH_PATHS.signup}>{t('identity:main.signUp')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
