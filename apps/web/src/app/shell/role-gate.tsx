import { canDo, useRole } from '@/lib/permissions';
import { useHandleMatches } from './route-handles';

/** The permission of the opened address that the member's role does not hold, if any (ADR 0041). */
export function useMissingPermission() {
  const role = useRole();
  return useHandleMatches()
    .map((match) => match.handle?.permission)
    .find((permission) => permission !== undefined && !canDo(role, permission));
}
