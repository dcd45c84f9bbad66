import type { TeamRole } from '@supplier/contracts/team-roles';
import { useSession } from '@/lib/session';
import { storedUser } from './stored-user';

/** Stores the signed-in user as a team member of `role` (the panel narrows to it, ADR 0041). */
export const signInAs = (role: TeamRole): void =>
  useSession.getState().setUser({ ...storedUser, data: { ...storedUser.data, role } as typeof storedUser.data });
