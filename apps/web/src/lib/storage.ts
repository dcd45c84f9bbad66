/** The exact localStorage keys of SPEC sections 3, 4 and 9. */
export const STORAGE_KEYS = {
  user: 'user',
  lang: 'lang',
  setupSettings: 'setupSettings',
  setupBalance: 'setupBalance',
  setupServiceBalance: 'setupServiceBalance',
  setupStore: 'setupStore',
  referralId: 'referral_id',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage<T>(key: StorageKey): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.error('Error parsing data from storage:', error);
    return null;
  }
}

export function writeStorage(key: StorageKey, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) localStorage.removeItem(key);
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
