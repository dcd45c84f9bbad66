/**
 * The Telegram webhook secret the e2e server runs with (TELEGRAM_WEBHOOK_SECRET in
 * playwright.config.ts), so a spec can play Telegram and call POST /api/telegram/webhook.
 */
export const E2E_TELEGRAM_WEBHOOK_SECRET = 'e2e-telegram-webhook-secret-0123456789';
