import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type {
  AuthResponse,
  Session,
  Supplier,
  confirmCodeRequest,
  forgottenConfirmRequest,
  passwordLoginRequest,
  registerRequest,
} from '@supplier/contracts/identity';
import type { Clock } from '../../drivers';
import type { SmsDriver } from '../../drivers/sms';
import { httpErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import type { IdentityRepositories } from './identity.repository';
import { identityText } from './identity.messages';
import type { LoginThrottle } from './login-throttle';
import { memberSignIn } from './member-sign-in';
import { presentSupplier } from './supplier.presenter';
import { RESEND_AFTER_SECONDS, smsCodesService } from './sms-codes.service';
import type { SupplierRow } from './suppliers.repository';
import { tokenExpiry, type ActiveToken, type TokenLifetime } from './tokens.repository';

/** Who is asking: the language of the answer and where the request came from. */
export interface RequestContext {
  locale: Locale;
  ip: string;
  userAgent?: string;
}

export interface CodeSent {
  message: string;
  resend_after: number;
}

/** How long the opaque token of `forgotten` stays usable (the SMS code itself lives 5 minutes). */
const RESET_TOKEN_TTL_MS = 15 * 60_000;

const fieldError = httpErrors.field;

/** `login` of the password form: an email, or a Ukrainian phone in any usual spelling. */
export function loginKind(login: string): { email: string } | { telephone: string } {
  if (login.includes('@')) return { email: login.trim() };
  const digits = login.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('380')) return { telephone: `+${digits}` };
  if (digits.length === 10 && digits.startsWith('0')) return { telephone: `+38${digits}` };
  return { telephone: login.trim() };
}

export function identityService(deps: {
  repos: IdentityRepositories;
  sms: SmsDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Growing delays after failed password logins (login-throttle.ts). */
  throttle: LoginThrottle;
  /** How long sign-in tokens live (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
  lifetime: TokenLifetime;
  perIpPerHour?: number;
  /** The supplier's default Nova Poshta key, masked (`supplier_np_api_key`); none when left out. */
  npApiKeyOf?: (supplierId: number) => Promise<string | null>;
  /** Runs when a sign-up's phone is confirmed (stores: the first store); idempotent, failures only logged. */
  onTelephoneConfirmed?: (supplier: SupplierRow) => Promise<void>;
}) {
  const { repos, clock } = deps;
  const codes = smsCodesService(deps);
  const members = memberSignIn(deps);
  /** Compared against when the login is unknown, so both paths take as long. */
  let dummyHash: Promise<string> | undefined;

  const codeSent = (
    locale: Locale,
    telephone: string,
    key: 'code_sent' | 'reset_code_sent' = 'code_sent',
  ): CodeSent => ({
    message: identityText(locale, key, { telephone }),
    resend_after: RESEND_AFTER_SECONDS,
  });

  async function signIn(supplier: SupplierRow, ctx: RequestContext): Promise<AuthResponse> {
    const token = await repos.tokens.issue(supplier.id, { userAgent: ctx.userAgent, ip: ctx.ip });
    return { data: presentSupplier(supplier, (await deps.npApiKeyOf?.(supplier.id)) ?? null), token };
  }

  return {
    /**
     * Creates (or, while unconfirmed, replaces) the sign-up and sends a register code. The phone
     * or email of a confirmed supplier is refused; an email held by someone else's unfinished
     * sign-up is released to this one.
     */
    async register(form: z.infer<typeof registerRequest>, ctx: RequestContext): Promise<CodeSent> {
      const passwordHash = await hashPassword(form.password);
      const issued = await repos.transaction(async (tx) => {
        await codes.lock(tx, form.telephone, ctx.ip);
        await tx.lock('email', form.email.toLowerCase());
        const byPhone = await tx.suppliers.findByTelephone(form.telephone);
        const byEmail = await tx.suppliers.findByEmail(form.email);
        const errors: Record<string, string[]> = {};
        if (byPhone?.isConfirmTelephone) errors.telephone = [identityText(ctx.locale, 'phone_taken')];
        if (byEmail?.isConfirmTelephone) {
          errors.email = [identityText(ctx.locale, 'email_taken')];
        }
        if (form.referral_id !== undefined) {
          const referrer = await tx.suppliers.findById(form.referral_id);
          if (!referrer?.isConfirmTelephone || referrer.id === byPhone?.id) {
            errors.referral_id = [identityText(ctx.locale, 'referrer_not_found')];
          }
        }
        if (Object.keys(errors).length > 0) {
          throw httpErrors.validation(translate(ctx.locale, 'validation_failed'), errors);
        }
        await codes.checkLimits(tx, form.telephone, ctx.ip, ctx.locale);
        if (byEmail && byEmail.id !== byPhone?.id) await tx.suppliers.releaseEmail(byEmail.id);
        const draft = {
          firstname: form.firstname,
          lastname: form.lastname,
          telephone: form.telephone,
          email: form.email,
          passwordHash,
          referrerId: form.referral_id ?? null,
        };
        if (byPhone) await tx.suppliers.replacePending(byPhone.id, draft);
        else await tx.suppliers.create(draft);
        return codes.create(tx, { telephone: form.telephone, purpose: 'register', ip: ctx.ip });
      });
      await codes.send(repos, form.telephone, issued, ctx.locale);
      return codeSent(ctx.locale, form.telephone);
    },

    /**
     * Sends a login code to a registered phone. For a sign-up not confirmed yet the code is a
     * register code, so the phone-confirmation screen can ask again through the same call.
     */
    async requestLoginCode(telephone: string, ctx: RequestContext): Promise<CodeSent> {
      const supplier = await repos.suppliers.findByTelephone(telephone);
      // a phone that is no supplier's may be a team member's (issue 34)
      if (!supplier && !(await members.latestMembership(telephone))) {
        throw fieldError(422, 'phone_not_registered', 'telephone', identityText(ctx.locale, 'phone_not_registered'));
      }
      const purpose = !supplier || supplier.isConfirmTelephone ? 'login' : 'register';
      const issued = await repos.transaction(async (tx) => {
        await codes.lock(tx, telephone, ctx.ip);
        await codes.checkLimits(tx, telephone, ctx.ip, ctx.locale);
        return codes.create(tx, { telephone, purpose, ip: ctx.ip });
      });
      await codes.send(repos, telephone, issued, ctx.locale);
      return codeSent(ctx.locale, telephone);
    },

    /** Confirms the phone's open login or register code; a register code confirms the phone. */
    async confirmCode(form: z.infer<typeof confirmCodeRequest>, ctx: RequestContext): Promise<AuthResponse> {
      const row = await repos.codes.latestOpen(form.telephone, ['login', 'register']);
      await codes.verify(repos, row, form.code, 'code', ctx.locale);
      let supplier = await repos.suppliers.findByTelephone(form.telephone);
      if (!supplier) {
        const member = row!.purpose === 'login' ? await members.latestMembership(form.telephone) : null;
        if (member) return members.signInto(member, ctx);
        throw fieldError(422, 'code_missing', 'code', identityText(ctx.locale, 'code_missing'));
      }
      if (row!.purpose === 'register' && !supplier.isConfirmTelephone) {
        supplier = await repos.suppliers.confirmTelephone(supplier.id);
      }
      if (row!.purpose === 'register') {
        await deps.onTelephoneConfirmed?.(supplier).catch((error: unknown) => {
          deps.log.error({ err: error, supplierId: supplier!.id }, 'sign-up hook failed');
        });
      }
      return signIn(supplier, ctx);
    },

    /** Telephone or email with password; one text for every wrong pair. */
    async passwordLogin(form: z.infer<typeof passwordLoginRequest>, ctx: RequestContext): Promise<AuthResponse> {
      const kind = loginKind(form.login);
      const supplier =
        'email' in kind
          ? await repos.suppliers.findByEmail(kind.email)
          : await repos.suppliers.findByTelephone(kind.telephone);
      // A phone that is no supplier's may be a team member's, with the password they set (issue 34).
      const person = !supplier && 'telephone' in kind ? await repos.members.findPerson(kind.telephone) : null;
      // One account is one login, whether by phone or email.
      const throttled = supplier
        ? `supplier:${supplier.id}`
        : person
          ? `person:${person.id}`
          : 'email' in kind
            ? kind.email.toLowerCase()
            : kind.telephone;
      const wait = await deps.throttle.wait(throttled, ctx.ip);
      if (wait > 0) {
        throw httpErrors.tooMany(
          'login_throttled',
          identityText(ctx.locale, 'login_throttled', { seconds: wait }),
          wait,
        );
      }
      const invalid = async () => {
        await deps.throttle.failed(throttled, ctx.ip);
        return httpErrors.unprocessable('invalid_credentials', identityText(ctx.locale, 'invalid_credentials'));
      };
      const passwordHash = supplier ? supplier.passwordHash : person?.passwordHash;
      if (!passwordHash) {
        dummyHash ??= hashPassword(randomToken());
        await verifyPassword(form.password, await dummyHash);
        throw await invalid();
      }
      if (!(await verifyPassword(form.password, passwordHash))) throw await invalid();
      await deps.throttle.succeeded(throttled);
      if (!supplier) {
        const member = await members.latestMembership(person!.telephone);
        if (!member) throw httpErrors.forbidden('no_membership', identityText(ctx.locale, 'no_membership'));
        return members.signInto(member, ctx);
      }
      if (!supplier.isConfirmTelephone) {
        throw httpErrors.forbidden('phone_not_confirmed', identityText(ctx.locale, 'phone_not_confirmed'));
      }
      return signIn(supplier, ctx);
    },

    /** Sends a reset code by SMS and answers an opaque one-time token (never the SMS code). */
    async forgotten(telephone: string, ctx: RequestContext): Promise<{ code: string; message: string }> {
      const supplier = await repos.suppliers.findByTelephone(telephone);
      if (!supplier?.isConfirmTelephone) {
        const key = supplier ? 'phone_not_confirmed' : 'phone_not_registered';
        throw fieldError(422, key, 'telephone', identityText(ctx.locale, key));
      }
      const resetToken = randomToken();
      const issued = await repos.transaction(async (tx) => {
        await codes.lock(tx, telephone, ctx.ip);
        await codes.checkLimits(tx, telephone, ctx.ip, ctx.locale);
        const created = await codes.create(tx, { telephone, purpose: 'reset', ip: ctx.ip });
        const now = clock.now();
        await tx.resets.create({
          supplierId: supplier.id,
          tokenHash: sha256(resetToken),
          smsCodeId: created.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        });
        return created;
      });
      await codes.send(repos, telephone, issued, ctx.locale);
      return { code: resetToken, message: identityText(ctx.locale, 'reset_code_sent', { telephone }) };
    },

    /** New password from the reset token + SMS code; every signed-in device is signed out. */
    async forgottenConfirm(
      form: z.infer<typeof forgottenConfirmRequest>,
      ctx: RequestContext,
    ): Promise<{ message: string }> {
      const invalid = () => fieldError(422, 'reset_invalid', 'code', identityText(ctx.locale, 'reset_invalid'));
      const reset = await repos.resets.findActive(sha256(form.code), clock.now());
      if (!reset || reset.telephone !== form.telephone) throw invalid();
      const row = await repos.codes.findById(reset.smsCodeId);
      await codes.verify(repos, row, form.sms_code, 'sms_code', ctx.locale);
      const passwordHash = await hashPassword(form.password);
      await repos.transaction(async (tx) => {
        if (!(await tx.resets.markUsed(reset.id, clock.now()))) throw invalid();
        await tx.suppliers.setPassword(reset.supplierId, passwordHash);
        await tx.tokens.revokeAll({ supplierId: reset.supplierId, memberId: null });
      });
      return { message: identityText(ctx.locale, 'password_changed') };
    },

    async logout(auth: ActiveToken, ctx: RequestContext): Promise<{ message: string }> {
      await repos.tokens.revoke(auth.id);
      return { message: identityText(ctx.locale, 'logged_out') };
    },

    /** The supplier's account; to a member, with their own Telegram chat (ADR 0052). */
    async account(
      { supplierId, memberId }: Pick<ActiveToken, 'supplierId' | 'memberId'>,
      ctx: RequestContext,
    ): Promise<Supplier> {
      const supplier = await repos.suppliers.findById(supplierId);
      if (!supplier) throw httpErrors.unauthorized(translate(ctx.locale, 'unauthorized'));
      const data = presentSupplier(supplier, (await deps.npApiKeyOf?.(supplier.id)) ?? null);
      if (memberId === null) return data;
      return { ...data, telegram_id: (await repos.members.find(supplierId, memberId))?.telegramId ?? null };
    },

    async sessions(auth: ActiveToken): Promise<Session[]> {
      const rows = await repos.tokens.listActive(auth);
      return rows.flatMap((row) => {
        const expiresAt = tokenExpiry(deps.lifetime, row.createdAt.getTime(), row.lastUsedAt.getTime());
        if (expiresAt <= Date.now() && row.id !== auth.id) return [];
        return [
          {
            id: row.id,
            user_agent: row.userAgent,
            ip: row.ip,
            created_at: row.createdAt.toISOString(),
            last_used_at: row.lastUsedAt.toISOString(),
            expires_at: new Date(expiresAt).toISOString(),
            current: row.id === auth.id,
          },
        ];
      });
    },

    /** Another supplier's session answers 404, as if it did not exist. */
    async endSession(auth: ActiveToken, sessionId: number, ctx: RequestContext): Promise<{ message: string }> {
      if (!(await repos.tokens.revokeOwn(auth, sessionId))) {
        throw httpErrors.notFound(identityText(ctx.locale, 'session_not_found'));
      }
      return { message: identityText(ctx.locale, 'session_ended') };
    },

    async endOtherSessions(auth: ActiveToken, ctx: RequestContext): Promise<{ message: string }> {
      await repos.tokens.revokeOthers(auth, auth.id);
      return { message: identityText(ctx.locale, 'other_sessions_ended') };
    },

    /** Counts a visit of the referral link; an unknown referrer is silently ignored. */
    async trackReferralVisit(referrerId: number, ctx: RequestContext): Promise<void> {
      if (await repos.referrals.referrerExists(referrerId)) await repos.referrals.recordVisit(referrerId, ctx.ip);
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
