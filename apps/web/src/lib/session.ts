import { create } from 'zustand';
import type { Supplier } from '@supplier/contracts/identity';
import { TEAM_ROLES } from '@supplier/contracts/team-roles';
import { STORAGE_KEYS, readStorage, removeCookie, removeStorage, writeStorage } from './storage';

/** The stored user of SPEC section 3: localStorage `user` = {data, token}. */
export interface StoredUser {
  data: Supplier & { two_factor_enabled?: boolean };
  token: string;
}

interface SessionState {
  user: StoredUser | null;
  setUser(user: StoredUser): void;
  mergeUserData(data: Partial<StoredUser['data']>): void;
  clear(): void;
}

export const SUBSCRIBES_COOKIE = 'setupSubscribes';

type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === 'string';
const isStringOrNull: FieldCheck = (value) => value === null || typeof value === 'string';

/**
 * The shape of the contracts' `supplier`, checked by hand: the zod schema would bring zod
 * (~25 kB gzip) into the entry script, and the stored user is read before the first paint.
 */
const SUPPLIER_FIELDS: Record<keyof Supplier, FieldCheck> = {
  id: Number.isInteger,
  avatar: isStringOrNull,
  background: isStringOrNull,
  firstname: isString,
  lastname: isString,
  name: isString,
  email: isStringOrNull,
  telephone: isString,
  created_at: isString,
  telegram_id: isStringOrNull,
  supplier_manager_contact: isStringOrNull,
  supplier_np_api_key: isStringOrNull,
  is_confirm_telephone: (value) => typeof value === 'boolean',
  role: (value) => value === undefined || TEAM_ROLES.some((role) => role === value),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` is {data: supplier, token} (the contracts' `authResponse`). */
export function isStoredUser(value: unknown): value is StoredUser {
  if (!isRecord(value) || typeof value.token !== 'string' || !isRecord(value.data)) return false;
  const data = value.data;
  return Object.entries(SUPPLIER_FIELDS).every(([key, check]) => check(data[key]));
}

/** The stored user; a corrupt or partial one is dropped and counts as signed out (SPEC section 8). */
function storedUser(): StoredUser | null {
  const stored = readStorage<unknown>(STORAGE_KEYS.user);
  if (stored !== null && isStoredUser(stored)) return stored;
  // readStorage has logged text that is not JSON; JSON of the wrong shape is logged here.
  if (stored !== null) console.error('Error parsing data from storage:', new Error('user: not {data, token}'));
  removeStorage(STORAGE_KEYS.user);
  return null;
}

export const useSession = create<SessionState>((set, get) => ({
  user: storedUser(),
  setUser(user) {
    writeStorage(STORAGE_KEYS.user, user);
    set({ user });
  },
  mergeUserData(data) {
    const current = get().user;
    if (!current) return;
    const user = { ...current, data: { ...current.data, ...data } };
    writeStorage(STORAGE_KEYS.user, user);
    set({ user });
  },
  /** Logout's local half: user, the setup keys and the referral id go (SPEC section 4). */
  clear() {
    removeStorage(
      STORAGE_KEYS.user,
      STORAGE_KEYS.setupSettings,
      STORAGE_KEYS.setupBalance,
      STORAGE_KEYS.setupServiceBalance,
      STORAGE_KEYS.setupStore,
      STORAGE_KEYS.referralId,
    );
    removeCookie(SUBSCRIBES_COOKIE);
    set({ user: null });
  },
}));

export const getToken = (): string | null => useSession.getState().user?.token ?? null;

/** sessionStorage: set by a sign-in, read once by the shell (a person in several teams picks one). */
const FRESH_SIGN_IN_KEY = 'freshSignIn';

export const markFreshSignIn = (): void => sessionStorage.setItem(FRESH_SIGN_IN_KEY, '1');

/** Whether the page opened right after a sign-in; answers true once. */
export function takeFreshSignIn(): boolean {
  const fresh = sessionStorage.getItem(FRESH_SIGN_IN_KEY) !== null;
  sessionStorage.removeItem(FRESH_SIGN_IN_KEY);
  return fresh;
}
