import { cn } from '@/lib/cn';

function Mark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 12.5 16 9l7 3.5v7L16 23l-7-3.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 12.5 16 16l7-3.5M16 16v7" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The product logo: the full wordmark from 640 px, the mark alone below (SPEC section 2). */
export function Logo({ name }: { name: string }) {
  return (
    <>
      <span data-testid="logo-full" className="hidden items-center gap-2 sm:flex">
        <Mark />
        <span className="text-lg font-semibold tracking-tight text-foreground">{name}</span>
      </span>
      <span data-testid="logo-mobile" className="flex sm:hidden">
        <Mark />
      </span>
    </>
  );
}
