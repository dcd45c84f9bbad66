import { ApiError } from '@/lib/api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { trackReferralVisit } from '../api/track-referral-visit';

export const REFERRAL_PARAM = 'referral_id';

/** A referrer's user id from `/auth/signup?referral_id={userId}`, or null. */
export function parseReferralId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The referral id kept in localStorage `referral_id` (cleared by logout), sent with the sign-up. */
export function storedReferralId(): number | null {
  const value = readStorage<unknown>(STORAGE_KEYS.referralId);
  return parseReferralId(value == null ? null : String(value));
}

const tracked = new Set<number>();

/** Keeps the id and counts the visit, once per page load. */
export function acceptReferral(id: number): void {
  writeStorage(STORAGE_KEYS.referralId, id);
  if (tracked.has(id)) return;
  tracked.add(id);
  void trackReferralVisit(id);
}

export function forgetReferral(): void {
  removeStorage(STORAGE_KEYS.referralId);
}

/** The sign-up was refused because of the referral id (an unknown or unconfirmed referrer). */
export function isReferralRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  return Boolean(errors && typeof errors === 'object' && REFERRAL_PARAM in errors);
}
