import { PhoneConfirmationForm } from '@/features/auth/components/phone-confirmation-form';

export function Component() {
  return <PhoneConfirmationForm />;
}
