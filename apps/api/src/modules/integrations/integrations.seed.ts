import { INTEGRATION_TOKEN_PREFIX_LENGTH } from '@supplier/contracts/integrations';
import type { Db } from '../../db/client';
import { integrationsRepository } from './integrations.repository';
import { integrationTokenHash, newIntegrationToken } from './integrations.service';

/**
 * The demo supplier's integration: an accounting system reading products and orders and writing
 * stock. Its token is random and never shown (a supplier regenerates it to use it). Idempotent:
 * a supplier with any integration is left as it is.
 */
export async function seedDemoIntegrations(db: Db, supplierId: number): Promise<void> {
  const repo = integrationsRepository(db);
  if ((await repo.list(supplierId)).length > 0) return;
  const token = newIntegrationToken();
  await repo.insert(supplierId, {
    name: '1С:Бухгалтерія',
    scopes: ['products:read', 'stock:read', 'stock:write', 'orders:read'],
    expiresAt: null,
    ipAllowList: [],
    tokenPrefix: token.slice(0, INTEGRATION_TOKEN_PREFIX_LENGTH),
    tokenHash: integrationTokenHash(token),
  });
}
