import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ChannelContext {
  /** The signed-in supplier asking to subscribe. */
  supplierId: number;
  /** The {placeholders} of the matched pattern. */
  params: Record<string, string>;
  app: FastifyInstance;
}

export type ChannelAuthorizer = (context: ChannelContext) => boolean | Promise<boolean>;

interface ChannelRule {
  pattern: string;
  regex: RegExp;
  names: string[];
  authorize: ChannelAuthorizer;
}

/** Who may subscribe to which private channel; a channel no rule matches is refused. */
export class ChannelRegistry {
  readonly #rules: ChannelRule[] = [];

  /**
   * `pattern` is a full channel name with {placeholders} (letters, digits, `_`, `-`), e.g.
   * `private-chat.{chatId}`; `authorize` decides for the signed-in supplier.
   */
  add(pattern: string, authorize: ChannelAuthorizer): this {
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
    this.#rules.push({ pattern, regex: new RegExp(`^${source}$`), names, authorize });
    return this;
  }

  match(channel: string): { authorize: ChannelAuthorizer; params: Record<string, string> } | null {
    for (const rule of this.#rules) {
      const found = rule.regex.exec(channel);
      if (!found) continue;
      const params = Object.fromEntries(rule.names.map((name, index) => [name, found[index + 1] ?? '']));
      return { authorize: rule.authorize, params };
    }
    return null;
  }
}

const ownSupplier: ChannelAuthorizer = ({ supplierId, params }) => params.supplierId === String(supplierId);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The private channels of the panel (PRODUCT.md section 5). The module that owns a channel adds
     * its rule in its routes plugin (ADR 0032), e.g. `app.channels.add('private-chat.{chatId}',
     * ({ supplierId, params }) => chats.belongsTo(Number(params.chatId), supplierId))`.
     */
    channels: ChannelRegistry;
  }
}

/** Register before the modules that fill it; the supplier's own channels are there from the start. */
export const channelsPlugin = fp(async (app) => {
  app.decorate(
    'channels',
    new ChannelRegistry()
      .add('private-customer.{supplierId}', ownSupplier)
      .add('private-connect-telegram.{supplierId}', ownSupplier),
  );
});
