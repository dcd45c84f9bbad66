import { Bell, BellRing, Clock, FileText, Package, ShoppingCart, Truck, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '@supplier/contracts/notifications';
import { cn } from '@/lib/cn';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  order: { icon: ShoppingCart, tone: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300' },
  ttn_added: { icon: FileText, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  shipment_sent: { icon: Truck, tone: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300' },
  remind_after_3_days: { icon: Clock, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  product: { icon: Package, tone: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
  system: { icon: BellRing, tone: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200' },
};

export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, tone } = ICONS[type] ?? { icon: Bell, tone: ICONS.system.tone };
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone, className)} aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}
