import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemImage } from '@/components/ui/item-image';
import { formatUaPhone } from '@/components/ui/phone-input';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';

/** The small grey line under a cell's main text. */
export const mutedText = 'text-xs text-muted-foreground';

/** A row's way to its record (an order, a return request): its number, named for screen readers. */
export function RecordLink({
  to,
  label,
  testId,
  children,
}: {
  to: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="rounded-sm font-semibold whitespace-nowrap text-primary hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/** A row's first item with its photo and quantity; under it what the row adds (how many more, photos). */
export function FirstItem({
  item,
  children,
}: {
  item: { name: string; quantity: number; image: string | null } | undefined;
  children?: ReactNode;
}) {
  if (!item) return null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ItemImage src={item.image} className="size-9" />
      <div className="min-w-0">
        <p className="line-clamp-2 break-words">
          {item.name} × {item.quantity}
        </p>
        {children}
      </div>
    </div>
  );
}

/** A buyer in a cell: the name, the phone under it on one line. */
export function BuyerCell({ buyer }: { buyer: { name: string; phone: string } }) {
  return (
    <>
      <span className="block break-words">{buyer.name}</span>
      <span className={cn('block whitespace-nowrap', mutedText)}>{formatUaPhone(buyer.phone, { nowrap: true })}</span>
    </>
  );
}

/** A page of records as cards (narrow screens: nothing scrolls sideways), dimmed while another loads. */
export function RecordCards({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <ul className={cn('grid gap-2', busy && 'opacity-60')} data-testid={testId}>
      {children}
    </ul>
  );
}

/**
 * One record as a card: its link (and marks) beside its status, when it came beside its amount,
 * then the rest. `data` are the row's attributes (`data-testid`, the record's id and number).
 */
export function RecordCard({
  head,
  status,
  createdAt,
  amount,
  className,
  data,
  children,
}: {
  head: ReactNode;
  status: ReactNode;
  createdAt: string;
  amount: string;
  className?: string;
  data: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <li className={cn('grid gap-2 rounded-xl border border-border bg-card p-3 text-sm', className)} {...data}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {head}
        {status}
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
        <span className={mutedText}>{formatDateTime(createdAt)}</span>
        <span className="font-semibold whitespace-nowrap">{amount}</span>
      </div>
      {children}
    </li>
  );
}
