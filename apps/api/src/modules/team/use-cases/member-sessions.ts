import type { Locale } from '@supplier/contracts/constants';
import type { Session } from '@supplier/contracts/identity';
import { httpErrors } from '../../../errors';
import { tokenExpiry, type ActiveToken } from '../../identity';
import type { TeamContext } from '../team.context';
import { teamText } from '../team.messages';
import { targetMember } from './target-member';

/** A member's live sessions as the owner sees them: devices, addresses, expiry. */
export async function listMemberSessions(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; locale: Locale },
): Promise<Session[]> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale, { self: true });
  const rows = await ctx.identity.tokens.listActive({ supplierId: auth.supplierId, memberId: member.id });
  return rows.flatMap((row) => {
    const expiresAt = tokenExpiry(ctx.lifetime, row.createdAt.getTime(), row.lastUsedAt.getTime());
    if (expiresAt <= ctx.clock.now().getTime()) return [];
    return [
      {
        id: row.id,
        user_agent: row.userAgent,
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        expires_at: new Date(expiresAt).toISOString(),
        current: row.id === auth.id,
      },
    ];
  });
}

/** Ends one of the member's sessions, or all of them (`sessionId` left out). */
export async function endMemberSessions(
  ctx: TeamContext,
  auth: ActiveToken,
  input: { memberId: number; sessionId?: number; locale: Locale },
): Promise<void> {
  const member = await targetMember(ctx, auth, input.memberId, input.locale, { self: true });
  const owner = { supplierId: auth.supplierId, memberId: member.id };
  if (input.sessionId === undefined) {
    await ctx.identity.tokens.revokeAll(owner);
  } else if (!(await ctx.identity.tokens.revokeOwn(owner, input.sessionId))) {
    throw httpErrors.notFound(teamText(input.locale, 'session_not_found'));
  }
}
