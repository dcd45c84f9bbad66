import type { StoredUser } from '@/lib/session';

/** PRODUCT.md section 3: the reminder shows while firstname, lastname, email or avatar is empty. */
export function isProfileIncomplete(user: StoredUser['data']): boolean {
  return [user.firstname, user.lastname, user.email, user.avatar].some((value) => !value || !String(value).trim());
}
