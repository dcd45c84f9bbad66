import { z } from 'zod';
import type { EndpointTable } from './endpoint';
import { PERSON_NAME_MAX_LENGTH, codeSentResponse, password, smsCode, supplier, telephone } from './identity';

/** Account settings (`Обліковий запис`): profile, images, password, telephone. */

/** Longest contact for the supplier manager. */
export const MANAGER_CONTACT_MAX_LENGTH = 255;

/** PUT /admin-suppliers/v1/customer/account */
export const accountUpdateRequest = z.object({
  firstname: z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastname: z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'email' })),
  /** How the marketplace's supplier manager reaches this supplier (a phone, Telegram, a name). */
  supplier_manager_contact: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(MANAGER_CONTACT_MAX_LENGTH).nullable().optional(),
  ),
});

/** Answer of every account change: the presented user (merged into the stored user) and a text. */
export const accountChangedResponse = z.object({ message: z.string(), data: supplier });
export type AccountChangedResponse = z.infer<typeof accountChangedResponse>;

/** Images: JPEG, PNG or WebP, checked by content, at most this many bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Multipart field names of SPEC section 7. */
export const AVATAR_FIELD = 'avatar';
export const BACKGROUND_FIELD = 'image';

/** PUT /admin-suppliers/v1/customer/account/password; other sessions are ended. */
export const passwordChangeRequest = z
  .object({
    current_password: z.string().min(1).max(128),
    password,
    password_confirmation: z.string(),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** POST /admin-suppliers/v1/customer/account/telephone: sends a code to the new number. */
export const phoneChangeRequest = z.object({ telephone });
/** POST /admin-suppliers/v1/customer/account/telephone/confirm */
export const phoneChangeConfirmRequest = z.object({ telephone, code: smsCode });

export const accountEndpointSchemas = {
  saveAccount: {
    permission: 'settings',
    body: accountUpdateRequest,
    responses: { 200: accountChangedResponse },
    errors: [401, 422],
  },
  /** The image in the multipart field `AVATAR_FIELD`. */
  saveAvatar: {
    permission: 'settings',
    body: 'multipart',
    responses: { 200: accountChangedResponse },
    errors: [401, 413, 422],
  },
  /** The image in the multipart field `BACKGROUND_FIELD`. */
  saveBackground: {
    permission: 'settings',
    body: 'multipart',
    responses: { 200: accountChangedResponse },
    errors: [401, 413, 422],
  },
  changePassword: {
    permission: 'member',
    body: passwordChangeRequest,
    responses: { 200: accountChangedResponse },
    errors: [401, 403, 422],
  },
  requestPhoneChange: {
    permission: 'member',
    body: phoneChangeRequest,
    responses: { 200: codeSentResponse },
    errors: [401, 403, 422, 429],
  },
  confirmPhoneChange: {
    permission: 'member',
    body: phoneChangeConfirmRequest,
    responses: { 200: accountChangedResponse },
    errors: [401, 403, 422],
  },
} satisfies EndpointTable;
