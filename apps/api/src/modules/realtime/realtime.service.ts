import type { FastifyInstance } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { roleCan } from '@supplier/contracts/permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { BroadcastingAuthResponse } from '@supplier/contracts/realtime';
import { httpErrors } from '../../errors';
import { channelAuth, channelKind } from '../../plugins/realtime/protocol';
import { realtimeText } from './realtime.messages';
import type { ChannelRegistry } from './channels';

export interface ChannelAuthRequest {
  supplierId: number;
  memberId: number | null;
  role: TeamRole;
  socketId: string;
  channel: string;
  locale: Locale;
}

/**
 * The auth endpoint of pusher-js (PROTOCOLS.md 1.6): signs `socket_id:channel` with the realtime
 * app's secret when a rule lets this supplier in and the member's role holds the channel's
 * permission (ADR 0048); 403 otherwise.
 */
export async function authorizeChannel(
  app: FastifyInstance,
  registry: ChannelRegistry,
  { supplierId, memberId, role, socketId, channel, locale }: ChannelAuthRequest,
): Promise<BroadcastingAuthResponse> {
  const forbidden = () => httpErrors.forbidden('channel_forbidden', realtimeText(locale, 'channel_forbidden'));
  if (channelKind(channel) !== 'private') throw forbidden();
  const rule = registry.match(channel);
  if (!rule || !roleCan(role, rule.permission)) throw forbidden();
  if (!(await rule.authorize({ supplierId, memberId, role, params: rule.params, app }))) throw forbidden();
  return { auth: channelAuth(app.realtime.credentials, socketId, channel) };
}
