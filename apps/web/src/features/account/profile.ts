import type { StoredUser } from '@/lib/session';

export const PROFILE_FIELDS = ['firstname', 'lastname', 'email', 'avatar'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** PRODUCT.md section 3: the reminder shows while firstname, lastname, email or avatar is empty; these are they. */
export function missingProfileFields(user: StoredUser['data']): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => {
    const value = user[field];
    return !value || !String(value).trim();
  });
}
