import { z } from 'zod';
import { decimal, ID_MAX, idParam, idParams, messageResponse, optionalQuery, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';
import { TEAM_ROLES } from './team-roles';

/** Phones are E.164 Ukrainian numbers: +380XXXXXXXXX. */
/** Longest first or last name. */
export const PERSON_NAME_MAX_LENGTH = 100;

export const telephone = z
  .string()
  .trim()
  .regex(/^\+380\d{9}$/, { message: 'phone' });
export const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'code_format' });
export const password = z
  .string()
  .min(8)
  .max(128)
  .refine((value) => !/^\d+$/.test(value), { message: 'password_digits' });

/** The user of SPEC section 3, as the API answers it. */
export const supplier = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  telephone: z.string(),
  created_at: z.string(),
  telegram_id: z.string().nullable(),
  supplier_manager_contact: z.string().nullable(),
  supplier_np_api_key: z.string().nullable(),
  is_confirm_telephone: z.boolean(),
  /** A team member's role in this supplier (issue 34); the account holder's answer leaves it out (the owner). */
  role: z.enum(TEAM_ROLES).optional(),
});
export type Supplier = z.infer<typeof supplier>;

export const authResponse = z.object({ data: supplier, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /admin-suppliers/v2/auth/login: sends a login code to a registered phone. */
export const phoneLoginRequest = z.object({ telephone });
/** POST /admin-suppliers/v2/auth/confirm-code (PRODUCT.md section 1: carries the telephone). */
export const confirmCodeRequest = z.object({ telephone, code: smsCode });
/** POST /admin-suppliers/v2/auth/register */
export const registerRequest = z.object({
  firstname: z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastname: z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  telephone,
  email: z.email({ message: 'email' }).max(254),
  password,
  /** From `/auth/signup?referral_id={userId}`; an empty value means none. */
  referral_id: optionalQuery(idParam),
});
/** POST /admin-suppliers/v1/auth/login: telephone or email with password. */
export const passwordLoginRequest = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
/** POST /admin-suppliers/v1/auth/forgotten: answers an opaque reset token as `code`. */
export const forgottenRequest = z.object({ telephone });
export const forgottenResponse = z.object({ code: z.string(), message: z.string() });
/** POST /admin-suppliers/v1/auth/forgotten-confirm */
export const forgottenConfirmRequest = z
  .object({
    telephone,
    code: z.string().min(1).max(200),
    sms_code: smsCode,
    password,
    password_confirmation: z.string(),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: 'password_mismatch',
    path: ['password_confirmation'],
  });

/** GET /admin-suppliers/v1/customer/account */
export const accountResponse = z.object({ data: supplier });

/** A signed-in device: one bearer token (GET /admin-suppliers/v1/customer/sessions). */
export const session = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** When the token stops working unless used before: SESSION_IDLE_DAYS after its last use, SESSION_MAX_DAYS after sign-in at most. */
  expires_at: z.string(),
  /** The token of this very request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;
export const sessionsResponse = z.object({ data: z.array(session) });
export const sessionParams = idParams;

/** POST /v1/customers/referral/visit-track (no auth; an unknown referrer is ignored). */
export const visitTrackRequest = z.object({ referral_id: idParam });

/** GET /api/dev/sms-outbox: what the local SMS driver "sent", newest first. */
export const smsOutboxQuery = z.object({ telephone: z.string().trim().max(20).optional() });
export const smsOutboxMessage = z.object({ telephone: z.string(), text: z.string(), created_at: z.string() });
export const smsOutboxResponse = z.object({ data: z.array(smsOutboxMessage) });

/** GET /v3/countries */
export const countriesQuery = z.object({
  page: decimal(z.number().int().min(1).max(ID_MAX).default(1)),
  search: z.string().trim().max(100).optional(),
});
export const country = z.object({ code: z.string(), name: z.string(), dial_code: z.string() });
export type Country = z.infer<typeof country>;
export const COUNTRIES_PER_PAGE = 50;
export const countriesResponse = z.object({ data: z.array(country), meta: paginationMeta });

/** Seconds until a new code may be asked for, answered with every code sent. */
export const codeSentResponse = z.object({ message: z.string(), resend_after: z.number().int() });

export const identityEndpointSchemas = {
  sendLoginCode: { permission: 'public', body: phoneLoginRequest, responses: { 200: codeSentResponse }, errors: [422] },
  confirmLoginCode: { permission: 'public', body: confirmCodeRequest, responses: { 200: authResponse }, errors: [422] },
  register: { permission: 'public', body: registerRequest, responses: { 200: codeSentResponse }, errors: [422] },
  loginWithPassword: {
    permission: 'public',
    body: passwordLoginRequest,
    responses: { 200: authResponse },
    errors: [422],
  },
  requestPasswordReset: {
    permission: 'public',
    body: forgottenRequest,
    responses: { 200: forgottenResponse },
    errors: [422],
  },
  confirmPasswordReset: {
    permission: 'public',
    body: forgottenConfirmRequest,
    responses: { 200: messageResponse },
    errors: [422],
  },
  logout: { permission: 'member', responses: { 200: messageResponse }, errors: [401] },
  getAccount: { permission: 'member', responses: { 200: accountResponse }, errors: [401] },
  listSessions: { permission: 'member', responses: { 200: sessionsResponse }, errors: [401] },
  endOtherSessions: { permission: 'member', responses: { 200: messageResponse }, errors: [401] },
  endSession: { permission: 'member', params: sessionParams, responses: { 200: messageResponse }, errors: [401, 422] },
  trackReferralVisit: {
    permission: 'public',
    body: visitTrackRequest,
    responses: { 204: z.null().describe('Counted (a referral that does not exist is ignored)') },
    errors: [422],
  },
} satisfies EndpointTable;
