import { create } from 'zustand';
import type { SettingsResponse, SetupFlags } from '@supplier/contracts/setup';
import { queryClient } from '@/lib/query-client';
import { SUBSCRIBES_COOKIE } from '@/lib/session';
import { STORAGE_KEYS, readCookie, readStorage, writeCookie, writeStorage } from '@/lib/storage';
import { settingsQueryOptions } from './api/get-settings';

export type SetupBalance = SettingsResponse['balance'];
export type SetupStore = SettingsResponse['store'];
export type SetupSubscribes = SettingsResponse['subscribes'];

/** SPEC section 9: the subscriptions cookie lives 7 days. */
export const SUBSCRIBES_COOKIE_DAYS = 7;

export interface SetupState {
  /** The `setup` object of the settings answer: flags information, product, delivery, payment. */
  setupSettings: SetupFlags | null;
  balance: SetupBalance | null;
  /** `service_balance.total`, 0 by default. */
  serviceBalance: number;
  store: SetupStore;
  subscribes: SetupSubscribes | null;
  /** True once a settings fetch succeeded. */
  subscribed: boolean;
  /** True while settings are fetched. */
  loading: boolean;
  /** True once a settings fetch finished this page load, whether it succeeded or not. */
  settled: boolean;
  /** Fetches the settings again; on failure the stored values stay. Resolves with the state after it. */
  refresh(): Promise<SetupState>;
  /** Updates the balances without a fetch (realtime `balance.changed`). */
  setBalances(balance: SetupBalance, serviceBalance: NonNullable<SettingsResponse['service_balance']>): void;
}

function readSubscribesCookie(): SetupSubscribes | null {
  const raw = readCookie(SUBSCRIBES_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SetupSubscribes;
  } catch (error) {
    console.error('Error parsing data from storage:', error);
    return null;
  }
}

let inFlight: Promise<SetupState> | null = null;

/** SPEC section 4 "Setup loading": values restored from storage, refreshed on every route change. */
export const useSetup = create<SetupState>((set, get) => ({
  setupSettings: readStorage<SetupFlags>(STORAGE_KEYS.setupSettings),
  balance: readStorage<SetupBalance>(STORAGE_KEYS.setupBalance),
  serviceBalance: readStorage<number>(STORAGE_KEYS.setupServiceBalance) ?? 0,
  store: readStorage<NonNullable<SetupStore>>(STORAGE_KEYS.setupStore),
  subscribes: readSubscribesCookie(),
  subscribed: false,
  loading: false,
  settled: false,

  refresh() {
    if (inFlight) return inFlight;
    set({ loading: true });
    inFlight = queryClient
      .fetchQuery(settingsQueryOptions())
      .then((settings) => {
        const serviceBalance = settings.service_balance?.total ?? 0;
        writeStorage(STORAGE_KEYS.setupSettings, settings.setup);
        writeStorage(STORAGE_KEYS.setupBalance, settings.balance);
        writeStorage(STORAGE_KEYS.setupServiceBalance, serviceBalance);
        writeStorage(STORAGE_KEYS.setupStore, settings.store);
        writeCookie(SUBSCRIBES_COOKIE, JSON.stringify(settings.subscribes), SUBSCRIBES_COOKIE_DAYS);
        set({
          setupSettings: settings.setup,
          balance: settings.balance,
          serviceBalance,
          store: settings.store,
          subscribes: settings.subscribes,
          subscribed: true,
        });
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch setup settings:', error);
      })
      .then(() => {
        set({ loading: false, settled: true });
        inFlight = null;
        return get();
      });
    return inFlight;
  },

  setBalances(balance, serviceBalance) {
    writeStorage(STORAGE_KEYS.setupBalance, balance);
    writeStorage(STORAGE_KEYS.setupServiceBalance, serviceBalance.total);
    set({ balance, serviceBalance: serviceBalance.total });
  },
}));

/** Fetch the setup settings again (after a payment, a subscription, a finished setup step). */
export const refreshSetup = (): Promise<SetupState> => useSetup.getState().refresh();
