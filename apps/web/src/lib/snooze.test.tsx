import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from './session';
import { isSnoozed, snooze } from './snooze';

const DAY = 86_400_000;

describe('a prompt’s «later»', () => {
  afterEach(() => localStorage.clear());

  it('holds for the set days, for that supplier and that prompt only, and outlives a sign-out', () => {
    const now = Date.UTC(2026, 10, 28);
    snooze('profileReminderHidden', 2, 3, now);
    useSession.getState().clear();
    expect(isSnoozed('profileReminderHidden', 2, now + 2 * DAY)).toBe(true);
    expect(isSnoozed('profileReminderHidden', 2, now + 3 * DAY + 1)).toBe(false);
    expect(isSnoozed('profileReminderHidden', 1, now)).toBe(false);
    expect(isSnoozed('telegramPromptDismissed', 2, now)).toBe(false);
    expect(isSnoozed('profileReminderHidden', undefined, now)).toBe(false);
  });

  it('reads a broken stored value as not snoozed', () => {
    localStorage.setItem('profileReminderHidden', 'not json');
    expect(isSnoozed('profileReminderHidden', 1)).toBe(false);
  });
});
