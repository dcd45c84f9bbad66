import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import type { TooltipSide } from './tooltip-popup';

/**
 * Radix's tooltip and its positioning engine (about 20 kB gzip) load with the first tooltip
 * rendered, not with the shell: only the collapsed rail has tooltips. Until then the trigger
 * shows alone.
 */
const TooltipPopup = lazy(() => import('./tooltip-popup'));

/** `children` (one focusable element) shows `content` on hover and keyboard focus. */
export function Tooltip({
  content,
  side,
  children,
}: {
  content: ReactNode;
  side?: TooltipSide;
  children: ReactElement;
}) {
  return (
    <Suspense fallback={children}>
      <TooltipPopup content={content} side={side}>
        {children}
      </TooltipPopup>
    </Suspense>
  );
}
