import { BlockList, isIP } from 'node:net';
import type { Locale } from '@supplier/contracts/constants';
import {
  INTEGRATION_TOKEN_PREFIX,
  INTEGRATION_TOKEN_PREFIX_LENGTH,
  INTEGRATIONS_PER_SUPPLIER_MAX,
  integrationCreateRequest,
  integrationUpdateRequest,
  type Integration,
  type IntegrationStatus,
} from '@supplier/contracts/integrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../drivers';
import { httpErrors } from '../../errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { recordIntegrationChange } from './integrations.activity';
import { integrationsText } from './integrations.messages';
import { integrationsRepository, type IntegrationRow, type IntegrationsRepository } from './integrations.repository';

/** A new token: `spk_` + 32 random bytes base64url (ADR 0023). */
export function newIntegrationToken(): string {
  return `${INTEGRATION_TOKEN_PREFIX}${randomToken(32)}`;
}

/** What is stored of a token: its SHA-256, hex. A presented token is looked up by the same. */
export const integrationTokenHash = (token: string): string => sha256(token);

export function integrationStatus(row: IntegrationRow, now: Date): IntegrationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Whether `ip` may use a token with this allow-list (IPs and CIDRs; empty allows any address). */
export function isIpAllowed(ip: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [net, bits] = entry.split('/');
    const kind = isIP(net ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net!, kind);
    else list.addSubnet(net!, Number(bits), kind);
  }
  return list.check(address, family);
}

export function presentIntegration(row: IntegrationRow, now: Date): Integration {
  return {
    id: row.id,
    name: row.name,
    token_prefix: row.tokenPrefix,
    scopes: row.scopes,
    expires_at: row.expiresAt?.toISOString() ?? null,
    ip_allow_list: row.ipAllowList,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: integrationStatus(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function freshToken() {
  const token = newIntegrationToken();
  return {
    token,
    tokenPrefix: token.slice(0, INTEGRATION_TOKEN_PREFIX_LENGTH),
    tokenHash: integrationTokenHash(token),
  };
}

/**
 * Integrations (`Інтеграції`): the supplier's API tokens, shown once, kept hashed, revocable. A
 * creation or change goes to the activity log with its kept fields before and after, in its transaction.
 */
export function integrationsService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = integrationsRepository(db);
  const notFound = (locale: Locale) => httpErrors.notFound(integrationsText(locale, 'integration_not_found'));

  /** Changes an integration and records it, in one transaction; null when it is gone. */
  function change(
    before: IntegrationRow,
    values: Parameters<IntegrationsRepository['update']>[2],
  ): Promise<IntegrationRow | null> {
    return transaction(db, async (tx) => {
      const row = await integrationsRepository(tx).update(before.supplierId, before.id, values);
      if (row) await recordIntegrationChange(tx, before, row);
      return row;
    });
  }

  async function live(supplierId: number, id: number, locale: Locale): Promise<IntegrationRow> {
    const row = await repo.find(supplierId, id);
    if (!row) throw notFound(locale);
    if (row.revokedAt) {
      throw httpErrors.conflict('integration_revoked', integrationsText(locale, 'integration_revoked_already'));
    }
    return row;
  }

  return {
    async list(supplierId: number): Promise<Integration[]> {
      const now = clock.now();
      return (await repo.list(supplierId)).map((row) => presentIntegration(row, now));
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Integration> {
      const row = await repo.find(supplierId, id);
      if (!row) throw notFound(locale);
      return presentIntegration(row, clock.now());
    },

    /** Creates the integration; the answer is the only place the whole token ever appears. */
    async create(supplierId: number, body: z.output<typeof integrationCreateRequest>, locale: Locale) {
      if ((await repo.countLive(supplierId)) >= INTEGRATIONS_PER_SUPPLIER_MAX) {
        throw httpErrors.conflict(
          'integrations_limit',
          integrationsText(locale, 'integrations_limit', { max: INTEGRATIONS_PER_SUPPLIER_MAX }),
        );
      }
      const { token, tokenPrefix, tokenHash } = freshToken();
      const row = await transaction(db, async (tx) => {
        const created = await integrationsRepository(tx).insert(supplierId, {
          name: body.name,
          scopes: body.scopes,
          expiresAt: body.expires_at === null ? null : new Date(body.expires_at),
          ipAllowList: body.ip_allow_list,
          tokenPrefix,
          tokenHash,
        });
        await recordIntegrationChange(tx, null, created);
        return created;
      });
      return {
        message: integrationsText(locale, 'integration_created', { name: row.name }),
        data: presentIntegration(row, clock.now()),
        token,
      };
    },

    async update(supplierId: number, id: number, body: z.output<typeof integrationUpdateRequest>, locale: Locale) {
      const before = await live(supplierId, id, locale);
      const row = await change(before, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.scopes !== undefined && { scopes: body.scopes }),
        ...(body.expires_at !== undefined && {
          expiresAt: body.expires_at === null ? null : new Date(body.expires_at),
        }),
        ...(body.ip_allow_list !== undefined && { ipAllowList: body.ip_allow_list }),
      });
      if (!row) throw notFound(locale);
      return {
        message: integrationsText(locale, 'integration_saved', { name: row.name }),
        data: presentIntegration(row, clock.now()),
      };
    },

    /** A new token for the integration; the old one stops working at once. */
    async regenerate(supplierId: number, id: number, locale: Locale) {
      const before = await live(supplierId, id, locale);
      const { token, tokenPrefix, tokenHash } = freshToken();
      const row = await change(before, { tokenPrefix, tokenHash });
      if (!row) throw notFound(locale);
      return {
        message: integrationsText(locale, 'integration_regenerated', { name: row.name }),
        data: presentIntegration(row, clock.now()),
        token,
      };
    },

    /** Revokes the token for good; revoking again changes nothing. */
    async revoke(supplierId: number, id: number, locale: Locale) {
      const found = await repo.find(supplierId, id);
      if (!found) throw notFound(locale);
      const row = found.revokedAt ? found : await change(found, { revokedAt: clock.now() });
      if (!row) throw notFound(locale);
      return {
        message: integrationsText(locale, 'integration_revoked', { name: row.name }),
        data: presentIntegration(row, clock.now()),
      };
    },
  };
}

export type IntegrationsService = ReturnType<typeof integrationsService>;
