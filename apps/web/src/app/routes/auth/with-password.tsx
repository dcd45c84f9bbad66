import { PasswordLoginForm } from '@/features/identity/components/password-login-form';

export function Component() {
  return <PasswordLoginForm />;
}
