import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AccountChangedResponse, accountUpdateRequest, passwordChangeRequest } from '@supplier/contracts/account';
import type { Locale } from '@supplier/contracts/constants';
import type { Supplier } from '@supplier/contracts/identity';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../drivers';
import type { SmsDriver } from '../../drivers/sms';
import { httpErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { ImageRejected, avatarImage, backgroundImage } from '../../lib/images';
import { storageKey, type FileStorage } from '../../lib/storage';
import { recordActivity } from '../activity';
import type { RealtimeEvents } from '../realtime';
import {
  type IdentityRepositories,
  RESEND_AFTER_SECONDS,
  smsCodesService,
  presentSupplier,
  type SupplierRow,
  type ActiveToken,
} from '../identity';
import { accountText } from './account.messages';
import { profileChanges } from './account.activity';
import { isUniqueViolation, type AccountRepository } from './account.repository';

export interface AccountContext {
  locale: Locale;
  ip: string;
}

export interface AccountServiceDeps {
  db: Db;
  identity: IdentityRepositories;
  /** The supplier row's writes over a connection or a transaction. */
  account: (db: Db) => AccountRepository;
  storage: FileStorage;
  events: RealtimeEvents;
  sms: SmsDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  perIpPerHour?: number;
  /** The masked default Nova Poshta key of the presented user (deliveries). */
  npApiKeyOf?: (supplierId: number) => Promise<string | null>;
}

export type ImageKind = 'avatar' | 'background';

const fieldError = httpErrors.field;

/**
 * Account settings (`Обліковий запис`): profile, avatar and background, password, telephone.
 * Every change answers the presented user and fires `customer.change` with it.
 */
export function accountService(deps: AccountServiceDeps) {
  const { identity, storage, events, log } = deps;
  const account = deps.account(deps.db);
  const codes = smsCodesService(deps);

  async function present(row: SupplierRow): Promise<Supplier> {
    return presentSupplier(row, (await deps.npApiKeyOf?.(row.id)) ?? null);
  }

  async function changed(row: SupplierRow | null, message: string, locale: Locale): Promise<AccountChangedResponse> {
    if (!row) throw httpErrors.unauthorized(translate(locale, 'unauthorized'));
    const data = await present(row);
    await events.customerChanged(row.id, data);
    return { message, data };
  }

  async function current(supplierId: number, locale: Locale): Promise<SupplierRow> {
    const row = await identity.suppliers.findById(supplierId);
    if (!row) throw httpErrors.unauthorized(translate(locale, 'unauthorized'));
    return row;
  }

  return {
    async updateProfile(
      supplierId: number,
      form: z.output<typeof accountUpdateRequest>,
      locale: Locale,
    ): Promise<AccountChangedResponse> {
      const emailTaken = () => fieldError(422, 'email_taken', 'email', accountText(locale, 'email_taken'));
      const holder = await identity.suppliers.findByEmail(form.email);
      if (holder && holder.id !== supplierId) throw emailTaken();
      const before = await current(supplierId, locale);
      const fields = {
        firstname: form.firstname,
        lastname: form.lastname,
        email: form.email,
        supplierManagerContact: form.supplier_manager_contact ?? null,
      };
      let row: SupplierRow | null;
      try {
        row = await transaction(deps.db, async (tx) => {
          const saved = await deps.account(tx).updateProfile(supplierId, fields);
          await recordActivity(tx, { object: { type: 'account', id: null }, changes: profileChanges(before, fields) });
          return saved;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'suppliers_email_key')) throw emailTaken();
        throw error;
      }
      return changed(row, accountText(locale, 'profile_saved'), locale);
    },

    /** Checks the upload by content, re-encodes it with sharp, stores it and drops the old file. */
    async saveImage(
      supplierId: number,
      kind: ImageKind,
      content: Buffer,
      field: string,
      locale: Locale,
    ): Promise<AccountChangedResponse> {
      let image: Buffer;
      try {
        image = kind === 'avatar' ? await avatarImage(content) : await backgroundImage(content);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        const key = ({ type: 'image_type', corrupt: 'image_corrupt', dimensions: 'image_dimensions' } as const)[
          error.problem
        ];
        throw fieldError(422, key, field, accountText(locale, key));
      }
      const before = await current(supplierId, locale);
      const folder = kind === 'avatar' ? 'avatars' : 'backgrounds';
      const url = await storage.put(storageKey(`${folder}/${supplierId}`, 'webp'), image, 'image/webp');
      const row =
        kind === 'avatar' ? await account.setAvatar(supplierId, url) : await account.setBackground(supplierId, url);
      const previous = kind === 'avatar' ? before.avatar : before.background;
      if (previous && previous !== url) {
        storage.remove(previous).catch((error: unknown) => log.warn({ err: error }, 'old image not removed'));
      }
      return changed(row, accountText(locale, kind === 'avatar' ? 'avatar_saved' : 'background_saved'), locale);
    },

    /** Needs the current password; every other session of the supplier is ended. */
    async changePassword(
      auth: ActiveToken,
      form: z.output<typeof passwordChangeRequest>,
      locale: Locale,
    ): Promise<AccountChangedResponse> {
      const row = await current(auth.supplierId, locale);
      if (!row.passwordHash || !(await verifyPassword(form.current_password, row.passwordHash))) {
        throw fieldError(
          422,
          'current_password_wrong',
          'current_password',
          accountText(locale, 'current_password_wrong'),
        );
      }
      if (form.password === form.current_password) {
        throw fieldError(422, 'password_same', 'password', accountText(locale, 'password_same'));
      }
      const updated = await account.setPassword(row.id, await hashPassword(form.password));
      await identity.tokens.revokeOthers(auth, auth.id);
      return changed(updated, accountText(locale, 'password_changed'), locale);
    },

    /** Sends a `phone_change` code to the new number (the usual code limits apply). */
    async requestPhoneChange(
      supplierId: number,
      telephone: string,
      ctx: AccountContext,
    ): Promise<{ message: string; resend_after: number }> {
      const row = await current(supplierId, ctx.locale);
      if (row.telephone === telephone) {
        throw fieldError(422, 'phone_same', 'telephone', accountText(ctx.locale, 'phone_same'));
      }
      const issued = await identity.transaction(async (tx) => {
        await codes.lock(tx, telephone, ctx.ip);
        const holder = await tx.suppliers.findByTelephone(telephone);
        if (holder) throw fieldError(422, 'phone_taken', 'telephone', accountText(ctx.locale, 'phone_taken'));
        await codes.checkLimits(tx, telephone, ctx.ip, ctx.locale);
        return codes.create(tx, { telephone, purpose: 'phone_change', ip: ctx.ip });
      });
      await codes.send(identity, telephone, issued, ctx.locale);
      return { message: accountText(ctx.locale, 'phone_code_sent', { telephone }), resend_after: RESEND_AFTER_SECONDS };
    },

    /** The code sent to the new number proves it; the number becomes the supplier's login. */
    async confirmPhoneChange(
      supplierId: number,
      form: { telephone: string; code: string },
      ctx: AccountContext,
    ): Promise<AccountChangedResponse> {
      const taken = () => fieldError(422, 'phone_taken', 'telephone', accountText(ctx.locale, 'phone_taken'));
      const row = await identity.codes.latestOpen(form.telephone, ['phone_change']);
      await codes.verify(identity, row, form.code, 'code', ctx.locale);
      const holder = await identity.suppliers.findByTelephone(form.telephone);
      if (holder && holder.id !== supplierId) throw taken();
      let updated: SupplierRow | null;
      try {
        updated = await account.setTelephone(supplierId, form.telephone);
      } catch (error) {
        // the unique index decides when two confirmations race for one number
        if (isUniqueViolation(error, 'suppliers_telephone_key')) throw taken();
        throw error;
      }
      return changed(updated, accountText(ctx.locale, 'phone_changed'), ctx.locale);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
