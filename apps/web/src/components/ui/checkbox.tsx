import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'ref'> & {
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the theme's colour: keyboard, labels, forms and screen readers work as the
 * browser made them, and a list of hundreds of rows mounts them cheaply.
 */
export function Checkbox({ checked = false, onCheckedChange, className, ...props }: CheckboxProps) {
  const indeterminate = checked === 'indeterminate';
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      checked={checked === true}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'peer size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}
