/**
 * `Налаштування додатка`, kept on the device: localStorage `appSettings` =
 * {theme, sidebarCollapsed, density, newOrderSound}. The language stays in SPEC's own key `lang` (lib/i18n).
 */
export const APP_SETTINGS_KEY = 'appSettings';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const densities = ['comfortable', 'compact'] as const;
export type Density = (typeof densities)[number];

export interface AppSettings {
  theme: Theme;
  /** The side menu starts collapsed to icons on wide screens. */
  sidebarCollapsed: boolean;
  /** Row height of tables and lists. */
  density: Density;
  /** A short sound with the toast of a new order (off until the seller turns it on). */
  newOrderSound: boolean;
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  theme: 'system',
  sidebarCollapsed: false,
  density: 'comfortable',
  newOrderSound: false,
};

/** The stored settings, each value checked; anything missing or unknown takes its default. */
export function readAppSettings(): AppSettings {
  let stored: Partial<Record<keyof AppSettings, unknown>> = {};
  try {
    const raw = localStorage.getItem(APP_SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') stored = parsed as typeof stored;
  } catch (error) {
    console.error('Error parsing data from storage:', error);
  }
  return {
    theme: (themes as readonly unknown[]).includes(stored.theme) ? (stored.theme as Theme) : DEFAULT_APP_SETTINGS.theme,
    sidebarCollapsed:
      typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : DEFAULT_APP_SETTINGS.sidebarCollapsed,
    density: (densities as readonly unknown[]).includes(stored.density)
      ? (stored.density as Density)
      : DEFAULT_APP_SETTINGS.density,
    newOrderSound:
      typeof stored.newOrderSound === 'boolean' ? stored.newOrderSound : DEFAULT_APP_SETTINGS.newOrderSound,
  };
}

export function writeAppSettings(settings: AppSettings): void {
  try {
    localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // storage blocked: the choice lasts until the page is closed
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopWatchingSystem: (() => void) | null = null;

function paint(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Puts the settings on <html>: the `dark` class (index.css's dark variant) with color-scheme,
 * following the system while the theme is `system`, and data-density for tables and lists.
 */
export function applyAppSettings(settings: AppSettings): void {
  stopWatchingSystem?.();
  stopWatchingSystem = null;
  if (settings.theme === 'system' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => paint(query.matches);
    follow();
    query.addEventListener('change', follow);
    stopWatchingSystem = () => query.removeEventListener('change', follow);
  } else {
    paint(settings.theme === 'dark');
  }
  document.documentElement.dataset.density = settings.density;
}
