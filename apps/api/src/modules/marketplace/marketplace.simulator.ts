import type { FastifyInstance } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import type { Db } from '../../db/client';
import { DEMO_CREDENTIALS } from '../../db/seed';
import { httpErrors } from '../../errors';
import { suppliersRepository } from '../identity';
import { marketplaceSecret, ownOrigin } from './marketplace.gateway';
import { marketplaceText } from './marketplace.messages';
import { signedPost } from './marketplace.signature';

/**
 * What every local-mode storefront simulator (`/api/dev/simulate/…`) needs to call the gateway as
 * the marketplace does: this process's origin (503 `not_listening` without one), the shared
 * secret, and whose storefront it plays (the demo supplier unless `supplier_id` names one).
 */
export interface SimulatorContext {
  db: Db;
  baseUrl: string;
  secret: string;
  supplierId: number | null;
  /** A signed JSON POST to a gateway path of this process. */
  post(path: string, body: unknown): Promise<Response>;
}

export async function demoSupplierId(db: Db): Promise<number | null> {
  const row = await suppliersRepository(db).findByTelephone(DEMO_CREDENTIALS.telephone);
  return row?.id ?? null;
}

export async function simulatorContext(
  app: FastifyInstance,
  locale: Locale,
  supplierId?: number | null,
): Promise<SimulatorContext> {
  const origin = ownOrigin(app);
  if (!origin) throw httpErrors.unavailable('not_listening', marketplaceText(locale, 'not_listening'));
  const secret = marketplaceSecret(app.config);
  const db = app.database.db;
  return {
    db,
    baseUrl: origin,
    secret,
    supplierId: supplierId ?? (await demoSupplierId(db)),
    post(path, body) {
      return signedPost(secret, new URL(path, origin), body);
    },
  };
}
