import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import {
  NP_ERROR,
  maskNpKey,
  type npKeyCreateRequest,
  type NpKeyRenameRequest,
  type NpKey,
  type SenderState,
} from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../drivers';
import { NovaPoshtaError, type NovaPoshtaClient } from '../../drivers/novaposhta';
import { AppError, httpErrors } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import { deliveriesText } from './deliveries.messages';
import { recordNpKeyChanges, type NpKeyChange } from './deliveries.activity';
import { isKeyRejection, novaPoshtaFailure } from './deliveries.errors';
import {
  deliveriesRepository,
  type DeliveriesRepository,
  type NpKeyRow,
  type SenderRow,
} from './deliveries.repository';

export interface NpKeysDeps {
  db: Db;
  repo: DeliveriesRepository;
  client: NovaPoshtaClient;
  box: SecretBox;
  clock: Clock;
}

/** The sealed key is bound to its supplier: a row copied to another supplier does not open. */
export const keyContext = (supplierId: number) => `np_api_keys:${supplierId}`;

export function presentKey(row: NpKeyRow): NpKey {
  return {
    id: row.id,
    name: row.name,
    masked_key: maskNpKey(row.last4),
    last4: row.last4,
    counterparty_ref: row.counterpartyRef,
    counterparty_description: row.counterpartyDescription,
    status: row.status,
    checked_at: row.checkedAt.toISOString(),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Where the sender settings stand against the default key. Settings picked through another key
 * of the same Nova Poshta account (same sender counterparty) still hold.
 */
export function senderState(defaultKey: NpKeyRow | null, sender: SenderRow | null): SenderState {
  if (!defaultKey) return 'no_key';
  if (defaultKey.status !== 'valid') return 'key_invalid';
  if (!sender) return 'not_set';
  const sameKey = sender.keyId === defaultKey.id;
  const sameAccount = Boolean(defaultKey.counterpartyRef) && defaultKey.counterpartyRef === sender.counterpartyRef;
  return sameKey || sameAccount ? 'ready' : 'key_changed';
}

/**
 * The API key manager (`Менеджер API ключів`) and calls through the supplier's default key. Adding,
 * renaming, making default and deleting a key go to the activity log with its name, default flag
 * and last 4 characters before and after, in the change's transaction.
 */
export function npKeysService({ db, repo, client, box, clock }: NpKeysDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(deliveriesText(locale, 'key_not_found'));

  /** Runs a key change and records the keys it changed, in one transaction; null when the key is not the supplier's. */
  function changeKeys<T>(
    work: (keys: DeliveriesRepository['keys']) => Promise<{ result: T; changes: NpKeyChange[] } | null>,
  ): Promise<T | null> {
    return transaction(db, async (tx) => {
      const done = await work(deliveriesRepository(tx).keys);
      if (!done) return null;
      await recordNpKeyChanges(tx, done.changes);
      return done.result;
    });
  }

  async function owned(supplierId: number, id: number, locale: Locale): Promise<NpKeyRow> {
    const row = await repo.keys.find(supplierId, id);
    if (!row) throw notFound(locale);
    return row;
  }

  /** Nova Poshta's reason for refusing a key, on the `key` field. */
  function keyRefused(error: unknown, locale: Locale): unknown {
    const failure = novaPoshtaFailure(error, locale);
    if (failure instanceof AppError && failure.statusCode === 422) {
      return httpErrors.unprocessable(NP_ERROR.keyRejected, failure.message, { key: [failure.message] });
    }
    return failure;
  }

  return {
    async list(supplierId: number): Promise<NpKey[]> {
      return (await repo.keys.list(supplierId)).map(presentKey);
    },

    /** Checks the key live with Nova Poshta, then stores it sealed; the first key becomes the default. */
    async add(
      supplierId: number,
      { name, key }: z.output<typeof npKeyCreateRequest>,
      locale: Locale,
    ): Promise<{ message: string; data: NpKey }> {
      const fingerprint = box.fingerprint(key);
      const duplicate = () => {
        const message = deliveriesText(locale, 'key_duplicate');
        return httpErrors.conflict('np_key_duplicate', message, { key: [message] });
      };
      if (await repo.keys.existsWithFingerprint(supplierId, fingerprint)) throw duplicate();
      const sender = await client.validateKey(key).then(
        (result) => result.data,
        (error: unknown) => {
          throw keyRefused(error, locale);
        },
      );
      const row = await changeKeys(async (keys) => {
        const added = await keys.add(supplierId, {
          name,
          keySealed: box.seal(key, keyContext(supplierId)),
          keyFingerprint: fingerprint,
          last4: key.slice(-4),
          counterpartyRef: sender.ref,
          counterpartyDescription: sender.description || null,
        });
        return added && { result: added, changes: [{ before: null, after: added }] };
      });
      if (!row) throw duplicate();
      return { message: deliveriesText(locale, 'key_added', { name }), data: presentKey(row) };
    },

    async rename(supplierId: number, id: number, { name }: NpKeyRenameRequest, locale: Locale) {
      const row = await changeKeys(async (keys) => {
        const before = await keys.find(supplierId, id);
        const after = before && (await keys.rename(supplierId, id, name));
        return after && { result: after, changes: [{ before, after }] };
      });
      if (!row) throw notFound(locale);
      return { message: deliveriesText(locale, 'key_renamed'), data: presentKey(row) };
    },

    async makeDefault(supplierId: number, id: number, locale: Locale) {
      const row = await changeKeys(async (keys) => {
        const before = await keys.find(supplierId, id);
        const previous = await keys.findDefault(supplierId);
        const after = before && (await keys.makeDefault(supplierId, id));
        if (!after) return null;
        const changes: NpKeyChange[] = [{ before, after }];
        if (previous && previous.id !== id)
          changes.push({ before: previous, after: await keys.find(supplierId, previous.id) });
        return { result: after, changes };
      });
      if (!row) throw notFound(locale);
      return { message: deliveriesText(locale, 'key_default', { name: row.name }), data: presentKey(row) };
    },

    async remove(supplierId: number, id: number, locale: Locale) {
      const removed = await changeKeys(async (keys) => {
        const before = await keys.find(supplierId, id);
        if (!before || !(await keys.remove(supplierId, id))) return null;
        const changes: NpKeyChange[] = [{ before, after: null }];
        const successor = before.isDefault ? await keys.findDefault(supplierId) : null;
        if (successor) changes.push({ before: { ...successor, isDefault: false }, after: successor });
        return { result: true, changes };
      });
      if (!removed) throw notFound(locale);
      return { message: deliveriesText(locale, 'key_deleted') };
    },

    /** Asks Nova Poshta again; a refused key is kept, marked `invalid`, and the answer says why. */
    async check(supplierId: number, id: number, locale: Locale) {
      const row = await owned(supplierId, id, locale);
      const key = box.open(row.keySealed, keyContext(supplierId));
      try {
        const { data: sender } = await client.validateKey(key);
        const updated = await repo.keys.setStatus(row.id, 'valid', clock.now(), {
          ref: sender.ref,
          description: sender.description,
        });
        return { message: deliveriesText(locale, 'key_checked', { name: row.name }), data: presentKey(updated ?? row) };
      } catch (error) {
        if (isKeyRejection(error) || (error instanceof NovaPoshtaError && error.code === 'novaposhta_no_sender')) {
          await repo.keys.setStatus(row.id, 'invalid', clock.now());
        }
        throw keyRefused(error, locale);
      }
    },

    /**
     * Runs `work` with the supplier's default key in clear (never leaves the process). No default
     * key: 409 np_key_missing. Nova Poshta refusing it: the key is marked invalid, 409 np_key_invalid.
     */
    async withDefaultKey<T>(
      supplierId: number,
      locale: Locale,
      work: (apiKey: string, key: NpKeyRow) => Promise<T>,
    ): Promise<T> {
      const row = await repo.keys.findDefault(supplierId);
      if (!row) throw httpErrors.conflict(NP_ERROR.keyMissing, deliveriesText(locale, 'key_missing'));
      const apiKey = box.open(row.keySealed, keyContext(supplierId));
      try {
        const result = await work(apiKey, row);
        if (row.status !== 'valid') await repo.keys.setStatus(row.id, 'valid', clock.now());
        return result;
      } catch (error) {
        if (isKeyRejection(error)) {
          await repo.keys.setStatus(row.id, 'invalid', clock.now());
          throw httpErrors.conflict(NP_ERROR.keyInvalid, deliveriesText(locale, 'key_invalid', { name: row.name }));
        }
        throw novaPoshtaFailure(error, locale);
      }
    },
  };
}

export type NpKeysService = ReturnType<typeof npKeysService>;
