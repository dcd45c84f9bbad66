import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { inputClassName } from './input';
import { cn } from '@/lib/cn';

/** A styled native <select>: keyboard and screen readers work as the platform does. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select data-slot="native-select" className={cn(inputClassName, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
