import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EndpointPermission } from '@supplier/contracts/permissions';
import { SUPPLIER_CHANNELS } from '@supplier/contracts/realtime-channels';
import type { TeamRole } from '@supplier/contracts/team-roles';

export interface ChannelContext {
  /** The signed-in supplier asking to subscribe. */
  supplierId: number;
  /** The signed-in team member; null for the account holder (ADR 0045). */
  memberId: number | null;
  /** The role they hold in the supplier ('owner' for the account holder). */
  role: TeamRole;
  /** The {placeholders} of the matched pattern. */
  params: Record<string, string>;
  app: FastifyInstance;
}

export type ChannelAuthorizer = (context: ChannelContext) => boolean | Promise<boolean>;

interface ChannelRule {
  pattern: string;
  regex: RegExp;
  names: string[];
  permission: EndpointPermission;
  authorize: ChannelAuthorizer;
}

/** Who may subscribe to which private channel; a channel no rule matches is refused. */
export class ChannelRegistry {
  readonly #rules: ChannelRule[] = [];

  /**
   * `pattern` is a full channel name with {placeholders} (letters, digits, `_`, `-`), e.g.
   * `private-chat.{chatId}`; `permission` is what the member's role must hold to read it (ADR 0048)
   * and `authorize` decides for the signed-in supplier.
   */
  add(pattern: string, permission: EndpointPermission, authorize: ChannelAuthorizer): this {
    const names: string[] = [];
    const source = pattern
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
        names.push(placeholder[1]!);
        return '([A-Za-z0-9_-]+)';
      })
      .join('');
    this.#rules.push({ pattern, regex: new RegExp(`^${source}$`), names, permission, authorize });
    return this;
  }

  match(
    channel: string,
  ): { permission: EndpointPermission; authorize: ChannelAuthorizer; params: Record<string, string> } | null {
    for (const rule of this.#rules) {
      const found = rule.regex.exec(channel);
      if (!found) continue;
      const params = Object.fromEntries(rule.names.map((name, index) => [name, found[index + 1] ?? '']));
      return { permission: rule.permission, authorize: rule.authorize, params };
    }
    return null;
  }
}

const ownSupplier: ChannelAuthorizer = ({ supplierId, params }) => params.supplierId === String(supplierId);
/** A role's bell (ADR 0052): the supplier's members of that very role, so each hears only what it reads. */
const ownRole: ChannelAuthorizer = ({ supplierId, role, params }) =>
  params.supplierId === String(supplierId) && params.role === role;
const ownMember: ChannelAuthorizer = ({ memberId, params }) =>
  memberId !== null && params.memberId === String(memberId);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The private channels of the panel (PRODUCT.md section 5). The module that owns a channel adds
     * its rule in its routes plugin (ADR 0032), e.g. `app.channels.add('private-chat.{chatId}', 'chats',
     * ({ supplierId, params }) => chats.belongsTo(Number(params.chatId), supplierId))`.
     */
    channels: ChannelRegistry;
  }
}

/**
 * Register before the modules that fill it; the supplier's own channels (one per family of events,
 * each with its permission) and the member's own are there from the start.
 */
export const channelsPlugin = fp(async (app) => {
  const registry = new ChannelRegistry()
    .add('private-connect-telegram.{supplierId}', 'member', ownSupplier)
    .add('private-member.{memberId}', 'member', ownMember)
    // notificationChannelName(role, supplierId)
    .add('private-notifications-{role}.{supplierId}', 'member', ownRole);
  for (const [family, permission] of Object.entries(SUPPLIER_CHANNELS)) {
    registry.add(`private-${family}.{supplierId}`, permission, ownSupplier);
  }
  app.decorate('channels', registry);
});
