import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible names of the visibility toggle (translated by the caller). */
  showLabel: string;
  hideLabel: string;
};

/** A password field with a show/hide toggle; pass autoComplete current-password or new-password. */
export function PasswordInput({ className, showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div data-slot="password-input" className="relative">
      <input
        type={visible ? 'text' : 'password'}
        data-slot="input"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn(inputClassName, 'pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
