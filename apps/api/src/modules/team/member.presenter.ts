import type { TeamMember } from '@supplier/contracts/team';
import type { ActiveToken, MemberRow, SessionStats, SupplierRow } from '../identity';

const device = (stats: SessionStats | undefined) =>
  stats ? { user_agent: stats.userAgent, ip: stats.ip, last_used_at: stats.lastUsedAt.toISOString() } : null;

/** The account holder as the first entry of the team: always an owner, never changed here. */
export function presentHolder(supplier: SupplierRow, auth: ActiveToken, stats: SessionStats | undefined): TeamMember {
  return {
    id: null,
    name: `${supplier.firstname} ${supplier.lastname}`.trim(),
    telephone: supplier.telephone,
    email: supplier.email,
    role: 'owner',
    status: 'active',
    me: auth.memberId === null,
    created_at: supplier.createdAt.toISOString(),
    last_sign_in_at: stats?.lastSignInAt.toISOString() ?? null,
    last_device: device(stats),
    active_sessions: stats?.active ?? 0,
  };
}

export function presentMember(member: MemberRow, auth: ActiveToken, stats: SessionStats | undefined): TeamMember {
  return {
    id: member.id,
    name: member.name,
    telephone: member.telephone,
    email: member.email,
    role: member.role,
    status: member.status,
    me: auth.memberId === member.id,
    created_at: member.createdAt.toISOString(),
    last_sign_in_at: (stats?.lastSignInAt ?? member.lastSignInAt)?.toISOString() ?? null,
    last_device: device(stats),
    active_sessions: member.status === 'active' ? (stats?.active ?? 0) : 0,
  };
}
