import { AuthChoice } from '@/features/identity/components/auth-choice';

export function Component() {
  return <AuthChoice />;
}
