import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '@supplier/contracts/money-ledger';
import { httpErrors } from '../../../errors';
import { translate } from '../../../i18n/messages';
import { sha256 } from '../../../lib/crypto';
import { moneyText } from '../money.messages';
import type { Answer, IdempotencyRequest } from './idempotency.service';

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's Idempotency-Key (optional) with a hash of method, path and the parsed body; 422 when malformed. */
export function idempotencyOf(request: FastifyRequest): IdempotencyRequest | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = idempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) {
    throw httpErrors.validation(translate(request.locale, 'validation_failed'), {
      [IDEMPOTENCY_KEY_HEADER]: [moneyText(request.locale, 'idempotency_key_invalid')],
    });
  }
  const path = request.url.split('?')[0];
  return { key: parsed.data, requestHash: sha256(`${request.method} ${path}\n${canonicalJson(request.body)}`) };
}

/** Sets the status of an answer (a replay says so in `Idempotent-Replayed: true`) and returns its body. */
export function respond<B>(
  reply: { code(statusCode: number): unknown; header(name: string, value: string): unknown },
  answer: Answer<B>,
): B {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(answer.statusCode);
  return answer.body;
}
