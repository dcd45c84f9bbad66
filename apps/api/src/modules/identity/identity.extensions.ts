import fp from 'fastify-plugin';
import type { SupplierRow } from './suppliers.repository';

/** Runs when a sign-up's phone is confirmed; must be idempotent (failures are only logged). */
export type SignUpHook = (supplier: SupplierRow) => Promise<void>;
/** The supplier's default Nova Poshta key, masked (`supplier_np_api_key`), or null. */
export type NpApiKeySource = (supplierId: number) => Promise<string | null>;

/**
 * What identity, the base module, needs from the modules built on it (ADR 0032). They register
 * here at start-up, in their routes plugin, so identity imports none of them:
 *
 *   app.identity.onSignUp((owner) => ensureFirstStore(repo, owner));
 *   app.identity.npApiKey(npApiKeyMaskLookup(db));
 */
export class IdentityExtensions {
  readonly #signUpHooks: SignUpHook[] = [];
  #npApiKeySource: NpApiKeySource | null = null;

  onSignUp(hook: SignUpHook): this {
    this.#signUpHooks.push(hook);
    return this;
  }

  npApiKey(source: NpApiKeySource): this {
    if (this.#npApiKeySource) throw new Error("identity source 'npApiKey' is registered twice");
    this.#npApiKeySource = source;
    return this;
  }

  /** Every sign-up hook, in registration order. */
  async signedUp(supplier: SupplierRow): Promise<void> {
    for (const hook of this.#signUpHooks) await hook(supplier);
  }

  /** Null while no module provides the key. */
  async npApiKeyOf(supplierId: number): Promise<string | null> {
    return this.#npApiKeySource ? this.#npApiKeySource(supplierId) : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where higher modules register what identity calls upward (sign-up hooks, the NP key). */
    identity: IdentityExtensions;
  }
}

/** Register before the modules that fill it; visible to every sibling module. */
export const identityExtensionsPlugin = fp(async (app) => {
  app.decorate('identity', new IdentityExtensions());
});
