import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

/** SPEC section 9: tooltips open after 100 ms. */
export const TOOLTIP_DELAY = 100;

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** The tooltip itself; loaded lazily through `Tooltip` in `./tooltip`. */
export default function TooltipPopup({
  content,
  side,
  children,
}: {
  content: ReactNode;
  side?: TooltipSide;
  children: ReactElement;
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-card shadow-md"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
