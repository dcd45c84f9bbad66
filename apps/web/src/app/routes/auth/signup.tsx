import { SignupForm } from '@/features/identity/components/signup-form';

export function Component() {
  return <SignupForm />;
}
