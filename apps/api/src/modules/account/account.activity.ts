import type { ActivityChange } from '@supplier/contracts/activity';
import type { SupplierRow } from '../identity';
import type { ProfileFields } from './account.repository';

/** The profile fields a save changed, before and after, for the activity log. */
export function profileChanges(before: SupplierRow, after: ProfileFields): Record<string, ActivityChange> {
  const pairs: [string, unknown, unknown][] = [
    ['firstname', before.firstname, after.firstname],
    ['lastname', before.lastname, after.lastname],
    ['email', before.email, after.email],
    ['manager_contact', before.supplierManagerContact, after.supplierManagerContact],
  ];
  return Object.fromEntries(
    pairs
      .filter(([, from, to]) => from !== to)
      .map(([field, from, to]) => [field, { from: from ?? null, to: to ?? null }]),
  );
}
