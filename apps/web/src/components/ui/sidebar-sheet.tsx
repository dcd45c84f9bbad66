import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Sheet, SheetClose, SheetContent, SheetTitle } from './sheet';

/**
 * The side menu below the medium breakpoint: a full-width sheet with its own title and close button.
 * Its own module so that wide screens do not load the Radix dialog under it (sidebar.tsx loads it lazily).
 */
export default function SidebarSheet({
  open,
  onOpenChange,
  children,
  label,
  closeLabel,
  mobileHeader,
  id,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  label: string;
  closeLabel: string;
  mobileHeader?: ReactNode;
  id?: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={id} side="left" className="w-full" aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
          <SheetTitle className="sr-only">{label}</SheetTitle>
          {mobileHeader}
          <SheetClose className="ml-auto rounded-md p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </SheetClose>
        </div>
        <nav aria-label={label} data-state="expanded" className="group/sidebar flex min-h-0 flex-1 flex-col">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
