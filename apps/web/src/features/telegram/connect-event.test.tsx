import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import {
  TELEGRAM_PROMPT_DISMISSED_KEY,
  TELEGRAM_PROMPT_LATER_DAYS,
  dismissTelegramPrompt,
  isTelegramPromptDismissed,
} from './connect-event';

const DAY = 86_400_000;

describe('the Telegram prompt’s «Пізніше»', () => {
  afterEach(() => localStorage.clear());

  it('holds for the set days, for that supplier only', () => {
    const now = Date.UTC(2026, 10, 28);
    dismissTelegramPrompt(7, now);
    expect(TELEGRAM_PROMPT_LATER_DAYS).toBe(7);
    expect(isTelegramPromptDismissed(7, now + 6 * DAY)).toBe(true);
    expect(isTelegramPromptDismissed(7, now + 7 * DAY + 1)).toBe(false);
    expect(isTelegramPromptDismissed(8, now)).toBe(false);
    expect(isTelegramPromptDismissed(undefined, now)).toBe(false);
  });

  it('keeps each supplier’s choice and outlives a sign-out', () => {
    const now = Date.now();
    dismissTelegramPrompt(1, now);
    dismissTelegramPrompt(2, now);
    useSession.getState().clear();
    expect(isTelegramPromptDismissed(1)).toBe(true);
    expect(isTelegramPromptDismissed(2)).toBe(true);
  });

  it('reads a broken stored value as not dismissed', () => {
    localStorage.setItem(TELEGRAM_PROMPT_DISMISSED_KEY, 'not json');
    expect(isTelegramPromptDismissed(1)).toBe(false);
  });
});
