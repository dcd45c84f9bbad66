import type { AuthResponse } from '@supplier/contracts/identity';
import type { IdentityRepositories } from './identity.repository';
import type { MemberRow } from './members.repository';
import { presentSupplier } from './supplier.presenter';

/**
 * Signing a team member in (issue 34): a token bound to one membership, answered in the shape of
 * the supplier's own sign-in (SPEC section 7), so the panel stores it the same way.
 */
export function memberSignIn(deps: {
  repos: IdentityRepositories;
  npApiKeyOf?: (supplierId: number) => Promise<string | null>;
}) {
  const { repos } = deps;
  return {
    /** The membership a phone signs into: the one it used last; null when the phone is in no team. */
    async latestMembership(telephone: string): Promise<MemberRow | null> {
      const person = await repos.members.findPerson(telephone);
      if (!person) return null;
      const [latest] = await repos.members.activeMemberships(person.id);
      return latest ?? null;
    },

    async signInto(
      member: Pick<MemberRow, 'id' | 'supplierId' | 'role'> & { telegramId?: string | null },
      meta: { userAgent?: string; ip?: string },
    ): Promise<AuthResponse> {
      const supplier = await repos.suppliers.findById(member.supplierId);
      if (!supplier) throw new Error(`member ${member.id} of a missing supplier`);
      const token = await repos.tokens.issue({ supplierId: member.supplierId, memberId: member.id }, meta);
      await repos.members.signedIn(member.id);
      return {
        data: {
          ...presentSupplier(supplier, (await deps.npApiKeyOf?.(supplier.id)) ?? null),
          // A member's Telegram is their own chat (ADR 0052), not the supplier's.
          telegram_id: member.telegramId ?? null,
          role: member.role,
        },
        token,
      };
    },
  };
}

export type MemberSignIn = ReturnType<typeof memberSignIn>;
