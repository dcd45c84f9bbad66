import { PhoneConfirmationForm } from '@/features/identity/components/phone-confirmation-form';

export function Component() {
  return <PhoneConfirmationForm />;
}
