import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_TELEGRAM_WEBHOOK_SECRET } from './support/telegram';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'supplier-e2e-'));

/** Drives the built product exactly as `npm run serve` starts it, on a fresh embedded database. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Chromium and the server share two cores on CI: the long flows take 30 s there, a page 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // With the memory bounds `npm run serve` sets (ADR 0034), so the whole suite runs inside them.
    command: 'node --max-old-space-size=192 ../apps/api/dist/server.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database migrates and seeds first; on a loaded machine that has taken 75 s.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      SMS_CODES_PER_IP_PER_HOUR: '1000',
      DEV_TOOLS: 'true',
      MALLOC_ARENA_MAX: '1',
      TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_WEBHOOK_SECRET,
    },
  },
});
