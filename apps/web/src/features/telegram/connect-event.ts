import type { ConnectTelegramEvent } from '@supplier/contracts/realtime';
import { toast } from '@/components/ui/use-toast';
import i18n from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { isSnoozed, snooze } from '@/lib/snooze';

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

export function isTelegramPromptDismissed(supplierId: number | undefined, now = Date.now()): boolean {
  return isSnoozed(TELEGRAM_PROMPT_DISMISSED_KEY, supplierId, now);
}

export function dismissTelegramPrompt(supplierId: number, now = Date.now()): void {
  snooze(TELEGRAM_PROMPT_DISMISSED_KEY, supplierId, TELEGRAM_PROMPT_LATER_DAYS, now);
}
