import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const suppliers = pgTable(
  'suppliers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email'),
    telephone: text('telephone').notNull(),
    passwordHash: text('password_hash'),
    isConfirmTelephone: boolean('is_confirm_telephone').notNull().default(false),
    avatar: text('avatar'),
    background: text('background'),
    telegramId: text('telegram_id'),
    supplierManagerContact: text('supplier_manager_contact'),
    referrerId: bigint('referrer_id', { mode: 'number' }).references((): AnyPgColumn => suppliers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_telephone_key').on(t.telephone),
    uniqueIndex('suppliers_email_key').on(sql`lower(${t.email})`),
    index('suppliers_referrer_idx').on(t.referrerId),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_supplier_idx').on(t.supplierId)],
);

/** One-time SMS codes, hashed; the rows also count toward the per-phone and per-IP limits. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    telephone: text('telephone').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'reset', 'phone_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.telephone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Opaque reset tokens handed out by `forgotten`; the SMS code itself never leaves the server. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    smsCodeId: bigint('sms_code_id', { mode: 'number' })
      .notNull()
      .references(() => smsCodes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.tokenHash)],
);

/** Sign-up referral visits (`referral/visit-track`), counted per referrer. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('referral_visits_referrer_idx').on(t.referrerId, t.createdAt)],
);
