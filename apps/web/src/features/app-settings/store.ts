import './boot';
import { create } from 'zustand';
import { applyAppSettings, readAppSettings, writeAppSettings, type AppSettings } from './settings';

interface AppSettingsState extends AppSettings {
  update(patch: Partial<AppSettings>): void;
}

/** The device's app settings; every change is stored and applied at once. */
export const useAppSettings = create<AppSettingsState>((set, get) => ({
  ...readAppSettings(),
  update(patch) {
    const { theme, sidebarCollapsed, density, newOrderSound } = { ...get(), ...patch };
    const next: AppSettings = { theme, sidebarCollapsed, density, newOrderSound };
    writeAppSettings(next);
    applyAppSettings(next);
    set(next);
  },
}));
