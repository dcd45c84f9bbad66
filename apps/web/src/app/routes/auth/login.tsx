import { PhoneLoginForm } from '@/features/auth/components/phone-login-form';

export function Component() {
  return <PhoneLoginForm />;
}
