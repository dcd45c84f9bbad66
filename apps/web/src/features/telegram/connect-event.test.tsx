import { afterEach, describe, expect, it } from 'vitest';
import { dismissTelegramPrompt, isTelegramPromptDismissed, TELEGRAM_PROMPT_LATER_DAYS } from './connect-event';

const DAY = 86_400_000;

describe('the Telegram prompt’s «Пізніше»', () => {
  afterEach(() => localStorage.clear());

  it('holds 7 days for that supplier only', () => {
    const now = Date.UTC(2026, 10, 28);
    dismissTelegramPrompt(7, now);
    expect(TELEGRAM_PROMPT_LATER_DAYS).toBe(7);
    expect(isTelegramPromptDismissed(7, now + 6 * DAY)).toBe(true);
    expect(isTelegramPromptDismissed(7, now + 7 * DAY + 1)).toBe(false);
    expect(isTelegramPromptDismissed(8, now)).toBe(false);
  });
});
