import { RecoverPasswordForm } from '@/features/auth/components/recover-password-form';

export function Component() {
  return <RecoverPasswordForm />;
}
