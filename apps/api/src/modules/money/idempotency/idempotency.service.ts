import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { moneyText } from '../money.messages';
import type { IdempotencyRepository } from './idempotency.repository';

/** The Idempotency-Key of a request and the hash of what was asked. */
export interface IdempotencyRequest {
  key: string;
  requestHash: string;
}

/** What a money-moving call answers; `replayed` when it is the stored first answer. */
export interface Answer<B> {
  statusCode: number;
  body: B;
  replayed: boolean;
}

/**
 * Runs `work` once per (supplier, key), inside the caller's transaction: the key row is
 * inserted first (unique), so a second request with the same key waits for the first and then
 * replays its answer; a different request under the same key is refused with 422. A failure
 * rolls the key back with everything else, so the request can be retried with the same key.
 */
export async function idempotently<B>(
  repo: IdempotencyRepository,
  input: { supplierId: number; idempotency: IdempotencyRequest | null; locale: Locale },
  work: (idempotencyKeyId: number | null) => Promise<{ statusCode: number; body: B }>,
): Promise<Answer<B>> {
  const { supplierId, idempotency, locale } = input;
  if (!idempotency) return { ...(await work(null)), replayed: false };

  const keyId = await repo.claim(supplierId, idempotency.key, idempotency.requestHash);
  if (keyId === null) {
    const stored = await repo.find(supplierId, idempotency.key);
    if (stored && stored.requestHash !== idempotency.requestHash) {
      throw httpErrors.unprocessable('idempotency_key_reused', moneyText(locale, 'idempotency_key_reused'));
    }
    if (!stored || stored.statusCode === null) {
      throw httpErrors.conflict('idempotency_key_busy', moneyText(locale, 'idempotency_key_busy'));
    }
    return { statusCode: stored.statusCode, body: stored.responseBody as B, replayed: true };
  }
  const answer = await work(keyId);
  await repo.complete(keyId, answer.statusCode, answer.body);
  return { ...answer, replayed: false };
}
