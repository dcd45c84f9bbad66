import { PhoneLoginForm } from '@/features/identity/components/phone-login-form';

export function Component() {
  return <PhoneLoginForm />;
}
