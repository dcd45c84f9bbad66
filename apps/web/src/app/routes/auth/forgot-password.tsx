import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form';

export function Component() {
  return <ForgotPasswordForm />;
}
