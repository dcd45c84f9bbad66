import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FIXED_COLUMNS, moveColumn, type ColumnLayout, type ProductColumn } from '../lib/columns';

export const columnLabelKey = (column: ProductColumn) =>
  `columns.${column === 'created_at' ? 'createdAt' : column}` as const;

/**
 * The table's column chooser: a box per column to show or hide it, and buttons to move it up or
 * down (plain buttons, so Tab and Enter reach them; a menu's arrow keys would not).
 */
export function ColumnChooser({
  layout,
  onChange,
}: {
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
}) {
  const { t } = useTranslation('products');
  const toggle = (column: ProductColumn, shown: boolean) =>
    onChange({
      ...layout,
      hidden: shown ? layout.hidden.filter((c) => c !== column) : [...layout.hidden, column],
    });
  // Reordering moves the list item in the DOM, which drops focus: give it back to the button pressed.
  const [moved, setMoved] = useState<string | null>(null);
  useEffect(() => {
    if (moved) document.getElementById(moved)?.focus();
  }, [moved, layout.order]);
  const move = (column: ProductColumn, by: -1 | 1) => {
    onChange({ ...layout, order: moveColumn(layout.order, column, by) });
    setMoved(`column-${by < 0 ? 'up' : 'down'}-${column}`);
  };
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>
        <Button variant="outline" aria-label={t('columns.choose')} data-testid="columns-toggle">
          <Columns3 aria-hidden />
          <span className="hidden sm:inline">{t('columns.choose')}</span>
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={4}
          aria-label={t('columns.choose')}
          className="z-50 w-72 rounded-lg border border-border bg-card p-2 text-sm text-foreground shadow-lg"
          data-testid="columns-chooser"
        >
          <p className="px-2 pb-1 text-xs text-muted-foreground">{t('columns.hint')}</p>
          <ol className="grid">
            {layout.order.map((column, index) => {
              const id = `column-choice-${column}`;
              const label = t(columnLabelKey(column));
              return (
                <li
                  key={column}
                  className="flex items-center gap-2 rounded-md px-2 py-1"
                  data-testid={`column-${column}`}
                >
                  <Checkbox
                    id={id}
                    checked={!layout.hidden.includes(column)}
                    disabled={FIXED_COLUMNS.includes(column)}
                    onCheckedChange={(shown) => toggle(column, shown)}
                  />
                  <label htmlFor={id} className="flex-1 truncate">
                    {label}
                  </label>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={index === 0}
                    aria-label={t('columns.moveUp', { name: label })}
                    id={`column-up-${column}`}
                    onClick={() => move(column, -1)}
                    data-testid="column-up"
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    disabled={index === layout.order.length - 1}
                    aria-label={t('columns.moveDown', { name: label })}
                    id={`column-down-${column}`}
                    onClick={() => move(column, 1)}
                    data-testid="column-down"
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
