import { SignupForm } from '@/features/auth/components/signup-form';

export function Component() {
  return <SignupForm />;
}
