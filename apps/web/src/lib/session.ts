import { create } from 'zustand';
import { authResponse, type Supplier } from '@supplier/contracts/identity';
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

/** The stored user; a corrupt or partial one is dropped and counts as signed out (SPEC section 8). */
function storedUser(): StoredUser | null {
  const stored = readStorage<unknown>(STORAGE_KEYS.user);
  if (stored !== null && authResponse.safeParse(stored).success) return stored as StoredUser;
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
