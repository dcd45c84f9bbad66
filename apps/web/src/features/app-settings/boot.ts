import { applyAppSettings, readAppSettings } from './settings';

/**
 * Applies the stored theme and density before the first render. Import it first thing in
 * main.tsx (`import './features/app-settings/boot';`) so a dark theme does not flash light.
 */
applyAppSettings(readAppSettings());
