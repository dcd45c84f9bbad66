import { useTranslation } from 'react-i18next';
import { Package, ShoppingCart } from 'lucide-react';
import type { ChatSubject } from '@supplier/contracts/chats';

/** What a conversation is about, in one line: «Замовлення №…» or the product's name. */
export function ChatSubjectLine({ subject }: { subject: ChatSubject }) {
  const { t } = useTranslation('chats');
  if (!subject) return null;
  const Icon = subject.kind === 'order' ? ShoppingCart : Package;
  return (
    <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
      <Icon className="size-3 shrink-0" aria-hidden />
      <span className="truncate">
        {subject.kind === 'order' ? t('subject.order', { number: subject.number }) : subject.name}
      </span>
    </span>
  );
}
