import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClassName =
  'flex h-10 w-full min-w-0 rounded-lg border border-border bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-zinc-500 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}
