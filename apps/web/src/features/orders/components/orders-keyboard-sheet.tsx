import { useTranslation } from 'react-i18next';
import { Keyboard, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { ORDERS_SHORTCUTS } from '../hooks/use-orders-keyboard';

/** The «?» sheet: every key of the orders list and what it does. */
export function OrdersKeyboardSheet({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-80 max-w-full gap-4 p-5" data-testid="orders-keyboard-sheet">
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-1">
            <SheetTitle className="text-lg font-semibold">{t('keyboard.title')}</SheetTitle>
            <SheetDescription className="text-sm text-muted-foreground">{t('keyboard.description')}</SheetDescription>
          </div>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('common:close')}>
              <X aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
          {ORDERS_SHORTCUTS.map(({ keys, action }) => (
            <div key={action} className="contents" data-testid="orders-shortcut">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="rounded border border-border bg-muted px-1.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{t(`keyboard.${action}`)}</dd>
            </div>
          ))}
        </dl>
      </SheetContent>
    </Sheet>
  );
}

/** Opens the sheet of keys (also «?»). */
export function OrdersKeyboardButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('orders');
  return (
    <Button
      variant="outline"
      size="icon"
      onClick={onOpen}
      aria-label={t('keyboard.button')}
      aria-keyshortcuts="?"
      title={t('keyboard.button')}
      data-testid="orders-keyboard"
    >
      <Keyboard aria-hidden />
    </Button>
  );
}
