import { RecoverPasswordForm } from '@/features/identity/components/recover-password-form';

export function Component() {
  return <RecoverPasswordForm />;
}
