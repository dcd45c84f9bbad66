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
import { TEAM_ROLES } from '@supplier/contracts/team-roles';

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
    /** The team member signed in; null for the supplier's own sign-in (the account holder, an owner). */
    memberId: bigint('member_id', { mode: 'number' }).references((): AnyPgColumn => teamMembers.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_supplier_idx').on(t.supplierId),
    index('auth_tokens_member_idx').on(t.memberId),
  ],
);

/** One-time SMS codes, hashed; the rows also count toward the per-phone and per-IP limits. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    telephone: text('telephone').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'reset', 'phone_change', 'team_join', 'money_confirm'],
    }).notNull(),
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

/**
 * A person who works in one or more suppliers' teams (issue 34), known by the phone they sign in
 * with. Their password is theirs, not a membership's: one person, one password in every team.
 * The supplier's own sign-in (the `suppliers` row, the account holder) is not a person here.
 */
export const teamPeople = pgTable(
  'team_people',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    telephone: text('telephone').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_people_telephone_key').on(t.telephone)],
);

/** A person's place in one supplier's team: the role they hold there and whether they may sign in. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => teamPeople.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    status: text('status', { enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    /** The member who invited them; null when the account holder did (or the inviter was removed). */
    invitedBy: bigint('invited_by', { mode: 'number' }).references((): AnyPgColumn => teamMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The member's own Telegram chat for their notifications (ADR 0052); the holder's is the supplier's. */
    telegramId: text('telegram_id'),
  },
  (t) => [
    uniqueIndex('team_members_supplier_person_key').on(t.supplierId, t.personId),
    index('team_members_person_idx').on(t.personId),
  ],
);
