import { Bell, BellRing, Clock, FileText, Package, ShoppingCart, Truck, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '@supplier/contracts/notifications';
import { cn } from '@/lib/cn';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  order: { icon: ShoppingCart, tone: 'bg-success-surface text-success' },
  ttn_added: { icon: FileText, tone: 'bg-info-surface text-info' },
  shipment_sent: { icon: Truck, tone: 'bg-indigo-surface text-indigo' },
  remind_after_3_days: { icon: Clock, tone: 'bg-warning-surface text-warning' },
  product: { icon: Package, tone: 'bg-violet-surface text-violet' },
  system: { icon: BellRing, tone: 'bg-muted text-foreground/80' },
};

export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, tone } = ICONS[type] ?? { icon: Bell, tone: ICONS.system.tone };
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone, className)} aria-hidden>
      <Icon className="size-5" />
    </span>
  );
}
