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

/** The prompt is dismissed for the browser session (sessionStorage), not forever. */
export const TELEGRAM_PROMPT_DISMISSED_KEY = 'telegramPromptDismissed';

export function isTelegramPromptDismissed(): boolean {
  try {
    return sessionStorage.getItem(TELEGRAM_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissTelegramPrompt(): void {
  try {
    sessionStorage.setItem(TELEGRAM_PROMPT_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: the prompt is only hidden until the next load
  }
}
