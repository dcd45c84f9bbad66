import { AuthChoice } from '@/features/auth/components/auth-choice';

export function Component() {
  return <AuthChoice />;
}
