import { PasswordLoginForm } from '@/features/auth/components/password-login-form';

export function Component() {
  return <PasswordLoginForm />;
}
