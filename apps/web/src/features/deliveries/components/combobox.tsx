import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { Check, ChevronsUpDown, Loader2 } from 'lucide-react';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface ComboboxProps<T> {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  items: readonly T[];
  /** The chosen value: its key (as getKey gives) and the text the input shows. */
  value: { key: string; label: string } | null;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  getDescription?: (item: T) => string;
  onSelect: (item: T) => void;
  /** The typed text, for the caller to filter or search with (debounce it there). */
  onInputChange?: (text: string) => void;
  loading?: boolean;
  /** A failure to show in place of the options. */
  error?: string | null;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
  /** Shown instead of the options while the caller waits for more input (e.g. "type 2 letters"). */
  hint?: string | null;
  loadingText: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  /** The input, e.g. for a form to focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable picker (WAI-ARIA combobox with a listbox popup): type to narrow, arrows to move,
 * Enter to choose, Escape to close and keep the choice. The input shows the chosen item's label
 * until the supplier types.
 */
export function Combobox<T>({
  id,
  items,
  value,
  getKey,
  getLabel,
  getDescription,
  onSelect,
  onInputChange,
  loading = false,
  error,
  emptyText,
  hint,
  loadingText,
  placeholder,
  disabled,
  name,
  ref,
  ...aria
}: ComboboxProps<T>) {
  const listId = `${id}-listbox`;
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputValue = typed ?? value?.label ?? '';
  const active = items.length === 0 ? -1 : Math.min(activeIndex, items.length - 1);
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function choose(item: T) {
    onSelect(item);
    setTyped(null);
    setOpen(false);
    setActiveIndex(-1);
  }

  function close() {
    setOpen(false);
    setTyped(null);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(Math.min(active + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(Math.max(active - 1, 0));
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActiveIndex(items.length - 1);
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && items[active] !== undefined) {
        event.preventDefault();
        choose(items[active]!);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
      }
      close();
    }
  }

  let status: string | null = null;
  if (error) status = error;
  else if (loading && items.length === 0) status = loadingText;
  else if (hint) status = hint;
  else if (items.length === 0) status = emptyText;

  return (
    <div className="relative" data-slot="combobox">
      <input
        {...aria}
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        className={cn(inputClassName, 'pr-9')}
        value={inputValue}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActiveIndex(0);
          onInputChange?.(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
        {loading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <ChevronsUpDown className="size-4" aria-hidden />
        )}
      </span>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-lg border border-border bg-card shadow-lg',
          !open && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" className="max-h-64 overflow-y-auto py-1">
          {!error &&
            !hint &&
            items.map((item, index) => {
              const isSelected = value !== null && value.key === getKey(item);
              const description = getDescription?.(item);
              return (
                <li
                  key={getKey(item)}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={isSelected}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm',
                    index === active && 'bg-muted',
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(item)}
                >
                  <Check
                    className={cn('mt-0.5 size-4 shrink-0 text-primary', !isSelected && 'invisible')}
                    aria-hidden
                  />
                  <span className="min-w-0">
                    <span className="block break-words">{getLabel(item)}</span>
                    {description && (
                      <span className="block text-xs break-words text-muted-foreground">{description}</span>
                    )}
                  </span>
                </li>
              );
            })}
        </ul>
        {status && (
          <p className={cn('px-3 py-2 text-sm text-muted-foreground', error && 'text-destructive')} aria-live="polite">
            {status}
          </p>
        )}
      </div>
    </div>
  );
}
