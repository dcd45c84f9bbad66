import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

/** A banner or inline notice: an icon (optional), a text column and optional actions. */
export const alertVariants = cva(
  'flex w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground',
        info: 'border-info-border bg-info-surface text-info-foreground [&>svg]:text-sky-600',
        warning: 'border-warning-border bg-warning-surface text-warning-foreground [&>svg]:text-amber-600',
        destructive: 'border-danger-border bg-danger-surface text-danger-foreground [&>svg]:text-red-600',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role="status" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-content" className={cn('min-w-0 flex-1 basis-60', className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-description" className={cn('opacity-90', className)} {...props} />;
}

export function AlertActions({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-actions" className={cn('flex shrink-0 items-center gap-2', className)} {...props} />;
}
