import { InvitationAccept } from '@/features/identity/components/invitation-accept';

/** /team/join?token=…: the link of an invitation to a supplier's team (issue 34). */
export function Component() {
  return <InvitationAccept />;
}
