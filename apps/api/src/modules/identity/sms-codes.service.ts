import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import type { Clock } from '../../drivers';
import type { SmsDriver } from '../../drivers/sms';
import { httpErrors } from '../../errors';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import type { IdentityRepositories } from './identity.repository';
import { identityText } from './identity.messages';
import type { SmsCodeRow, SmsPurpose } from './sms-codes.repository';

/** PRODUCT.md section 2. */
export const SMS_CODE_RULES = {
  length: 6,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  resendMs: 60_000,
  windowMs: 60 * 60_000,
  perPhonePerWindow: 5,
  perIpPerWindow: 20,
} as const;

export const RESEND_AFTER_SECONDS = SMS_CODE_RULES.resendMs / 1000;

export function smsCodeText(code: string): string {
  return `Ваш код підтвердження: ${code}`;
}

/** Bound to the phone, so a leaked hash of one number says nothing about another. */
function hashCode(telephone: string, code: string): string {
  return sha256(`${telephone}:${code}`);
}

const fieldError = httpErrors.field;

export interface IssuedCode {
  id: number;
  code: string;
}

/**
 * One-time SMS codes: issuing under per-phone/per-IP limits, sending, and verifying with a
 * bounded number of tries. Every step that two requests could race is one atomic statement or
 * runs under the advisory locks of the transaction it is given.
 */
export function smsCodesService(deps: {
  clock: Clock;
  sms: SmsDriver;
  log: FastifyBaseLogger;
  /** Codes one IP may ask for per hour (SMS_CODES_PER_IP_PER_HOUR); PRODUCT.md's 20 by default. */
  perIpPerHour?: number;
}) {
  const { clock } = deps;
  const perIpPerWindow = deps.perIpPerHour ?? SMS_CODE_RULES.perIpPerWindow;

  return {
    /** Takes the locks every code-issuing transaction needs, in the one global order. */
    async lock(tx: IdentityRepositories, telephone: string, ip: string): Promise<void> {
      await tx.lock('ip', ip);
      await tx.lock('telephone', telephone);
    },

    /** 429 with Retry-After when the phone or the IP may not get a code now. Call under lock(). */
    async checkLimits(tx: IdentityRepositories, telephone: string, ip: string, locale: Locale): Promise<void> {
      const now = clock.now().getTime();
      const last = await tx.codes.lastCreatedAt(telephone);
      if (last && now - last.getTime() < SMS_CODE_RULES.resendMs) {
        const seconds = Math.ceil((last.getTime() + SMS_CODE_RULES.resendMs - now) / 1000);
        throw httpErrors.tooMany(
          'code_resend_too_soon',
          identityText(locale, 'code_resend_too_soon', { seconds }),
          seconds,
        );
      }
      const since = new Date(now - SMS_CODE_RULES.windowMs);
      const limits = [
        {
          stats: await tx.codes.windowStats({ telephone }, since),
          max: SMS_CODE_RULES.perPhonePerWindow,
          code: 'code_phone_limit',
        },
        { stats: await tx.codes.windowStats({ ip }, since), max: perIpPerWindow, code: 'code_ip_limit' },
      ] as const;
      for (const { stats, max, code } of limits) {
        if (stats.count < max) continue;
        const liftsAt = (stats.oldest?.getTime() ?? now) + SMS_CODE_RULES.windowMs;
        const seconds = Math.max(1, Math.ceil((liftsAt - now) / 1000));
        throw httpErrors.tooMany(code, identityText(locale, code, { minutes: Math.ceil(seconds / 60) }), seconds);
      }
    },

    /** Stores a new code (replacing any open one for the phone). Call under lock() after checkLimits(). */
    async create(
      tx: IdentityRepositories,
      input: { telephone: string; purpose: SmsPurpose; ip: string },
    ): Promise<IssuedCode> {
      const now = clock.now();
      const code = randomDigits(SMS_CODE_RULES.length);
      await tx.codes.supersede(input.telephone, now);
      const id = await tx.codes.insert({
        ...input,
        codeHash: hashCode(input.telephone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_RULES.ttlMs),
      });
      return { id, code };
    },

    /** Sends the code; when the gateway fails the code is dropped so it counts toward nothing. */
    async send(repos: IdentityRepositories, telephone: string, issued: IssuedCode, locale: Locale): Promise<void> {
      try {
        await deps.sms.send(telephone, smsCodeText(issued.code));
      } catch (error) {
        deps.log.error({ err: error }, 'sms code not sent');
        await repos.codes.delete(issued.id);
        throw httpErrors.badGateway('sms_failed', identityText(locale, 'sms_failed'));
      }
    },

    /**
     * Checks `code` against the stored one and uses it up. Each call spends one of the tries
     * before comparing (atomic UPDATE … attempts + 1 … RETURNING), so guesses sent in parallel
     * cannot exceed the limit. Failures are 422 on `field`.
     */
    async verify(
      repos: IdentityRepositories,
      row: SmsCodeRow | null,
      code: string,
      field: string,
      locale: Locale,
    ): Promise<void> {
      const fail = (key: 'code_missing' | 'code_expired' | 'code_burnt') =>
        fieldError(422, key, field, identityText(locale, key));
      if (!row) throw fail('code_missing');
      const now = clock.now();
      const claimed = await repos.codes.claimAttempt(row.id, now, SMS_CODE_RULES.maxAttempts);
      if (!claimed) {
        const current = await repos.codes.findById(row.id);
        if (!current || current.consumedAt) throw fail('code_missing');
        if (current.attempts >= SMS_CODE_RULES.maxAttempts) throw fail('code_burnt');
        throw fail('code_expired');
      }
      if (!safeEqual(claimed.codeHash, hashCode(row.telephone, code))) {
        const left = SMS_CODE_RULES.maxAttempts - claimed.attempts;
        if (left <= 0) throw fail('code_burnt');
        throw fieldError(422, 'code_wrong', field, identityText(locale, 'code_wrong', { left }));
      }
      if (!(await repos.codes.consume(row.id, now))) throw fail('code_missing');
    },
  };
}

export type SmsCodesService = ReturnType<typeof smsCodesService>;
