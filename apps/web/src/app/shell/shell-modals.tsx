import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { needsInformationFirst } from '@/features/setup/progress';
import { useSetup } from '@/features/setup/store';
import { isTelegramPromptDismissed } from '@/features/telegram/connect-event';

const InformationRequiredDialog = lazy(() =>
  import('@/features/setup/components/information-required-dialog').then((module) => ({
    default: module.InformationRequiredDialog,
  })),
);
const TelegramConnectDialog = lazy(() =>
  import('@/features/telegram/components/telegram-connect-dialog').then((module) => ({
    default: module.TelegramConnectDialog,
  })),
);

/**
 * The shell's prompts, one at a time: the paid-route modal (rendered by PaidGate) comes first,
 * then the information-articles prompt, then the Telegram-connect modal. Loaded on demand.
 */
export function ShellModals({ paidLocked }: { paidLocked: boolean }) {
  const { pathname } = useLocation();
  const information = useSetup((state) => state.setupSettings?.information);
  const needsTelegram = useSession((state) =>
    Boolean(state.user && !state.user.data.telegram_id && !isTelegramPromptDismissed(state.user.data.id)),
  );
  const informationPrompt = information === false && needsInformationFirst(pathname);
  return (
    <Suspense fallback={null}>
      {informationPrompt && <InformationRequiredDialog suppressed={paidLocked} />}
      {needsTelegram && <TelegramConnectDialog suppressed={paidLocked || informationPrompt} />}
    </Suspense>
  );
}
