import type { ConnectTelegramEvent } from '@supplier/contracts/realtime';
import { toast } from '@/components/ui/use-toast';
import i18n from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * SPEC section 4: the realtime `connect-telegram` event with success and tgChatId saves the id in
 * the stored user and shows the success toast. Returns true when the user got connected.
 */
export function applyTelegramConnected(event: Partial<ConnectTelegramEvent> | null | undefined): boolean {
  if (!event?.success || !event.tgChatId) return false;
  useSession.getState().mergeUserData({ telegram_id: String(event.tgChatId) });
  toast({ variant: 'successful', description: i18n.t('shell:telegram.connected') });
  return true;
}

/** «Пізніше» holds the prompt back this long for that supplier, across sign-ins and tabs. */
export const TELEGRAM_PROMPT_LATER_DAYS = 7;
/** localStorage: supplier id → the time (ms) until which the prompt stays closed. */
export const TELEGRAM_PROMPT_DISMISSED_KEY = 'telegramPromptDismissed';

function dismissedUntil(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TELEGRAM_PROMPT_DISMISSED_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function isTelegramPromptDismissed(supplierId: number | undefined, now = Date.now()): boolean {
  return supplierId !== undefined && (dismissedUntil()[supplierId] ?? 0) > now;
}

export function dismissTelegramPrompt(supplierId: number, now = Date.now()): void {
  const until = now + TELEGRAM_PROMPT_LATER_DAYS * 86_400_000;
  try {
    localStorage.setItem(TELEGRAM_PROMPT_DISMISSED_KEY, JSON.stringify({ ...dismissedUntil(), [supplierId]: until }));
  } catch {
    // storage blocked: the prompt is only hidden until the next load
  }
}
