import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One block of a detail page (an order, a return): a heading and its content. */
export function DetailSection({
  title,
  children,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={cn(
        'grid min-w-0 grid-cols-1 content-start gap-3 rounded-xl border border-border bg-card p-4',
        className,
      )}
      data-testid={testId}
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value in a definition list. */
export function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
