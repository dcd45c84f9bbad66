import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { ORDER_ITEM_QUANTITY_MAX, type OrderDetail } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { useEditOrderItems } from '../api/edit-order-items';
import { AddItemSearch, type FindProducts } from './add-item-search';

interface Line {
  productId: number;
  name: string;
  sku: string;
  quantity: string;
}

const linesOf = (order: OrderDetail): Line[] =>
  order.items.flatMap((item) =>
    item.product_id === null
      ? []
      : [{ productId: item.product_id, name: item.name, sku: item.sku, quantity: String(item.quantity) }],
  );
const validQuantity = (text: string) =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= ORDER_ITEM_QUANTITY_MAX;

/**
 * Quantities, new lines and removals of an unpaid order before shipment; stock and totals follow on
 * the server. Mounted when opened, so it starts from the order as shown then (a live update of
 * the order does not wipe what is being typed).
 */
export function EditItemsDialog({
  order,
  findProducts,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  findProducts: FindProducts;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const id = useId();
  const edit = useEditOrderItems(order.id);
  const [lines, setLines] = useState<Line[]>(() => linesOf(order));
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const invalid = lines.some((line) => !validQuantity(line.quantity));
  const save = () => {
    setChecked(true);
    if (invalid || lines.length === 0) return;
    setError(null);
    edit
      .mutateAsync({
        version: order.version,
        items: lines.map((line) => ({ product_id: line.productId, quantity: Number(line.quantity) })),
      })
      .then(
        (saved) => {
          toast({ variant: 'successful', description: saved.message });
          onOpenChange(false);
        },
        (failure: unknown) => setError(errorMessages(failure).join(' ')),
      );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="edit-items-dialog">
        <DialogHeader>
          <DialogTitle>{t('items.title', { number: order.number })}</DialogTitle>
          <DialogDescription>{t('items.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <ul className="grid gap-2">
            {lines.map((line, index) => {
              const wrong = checked && !validQuantity(line.quantity);
              return (
                <li key={line.productId} className="flex items-start gap-2" data-testid="edit-item">
                  <div className="grid min-w-0 flex-1 text-sm">
                    <label htmlFor={`${id}-${line.productId}`} className="break-words">
                      {line.name}
                    </label>
                    <span className="font-mono text-xs text-muted-foreground">{line.sku}</span>
                    {wrong && (
                      <span id={`${id}-${line.productId}-error`} role="alert" className="text-xs text-destructive">
                        {t('items.quantityRange', { max: ORDER_ITEM_QUANTITY_MAX })}
                      </span>
                    )}
                  </div>
                  <Input
                    id={`${id}-${line.productId}`}
                    value={line.quantity}
                    inputMode="numeric"
                    className="w-20"
                    aria-invalid={wrong}
                    aria-describedby={wrong ? `${id}-${line.productId}-error` : undefined}
                    onChange={(event) =>
                      setLines((list) =>
                        list.map((item, at) => (at === index ? { ...item, quantity: event.target.value } : item)),
                      )
                    }
                    data-testid="edit-item-quantity"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={lines.length === 1}
                    aria-label={t('items.remove', { name: line.name })}
                    onClick={() => setLines((list) => list.filter((_, at) => at !== index))}
                    data-testid="edit-item-remove"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
          <AddItemSearch
            findProducts={findProducts}
            onPick={(product) =>
              setLines((list) =>
                list.some((line) => line.productId === product.id)
                  ? list.map((line) =>
                      line.productId === product.id && validQuantity(line.quantity)
                        ? { ...line, quantity: String(Math.min(Number(line.quantity) + 1, ORDER_ITEM_QUANTITY_MAX)) }
                        : line,
                    )
                  : [...list, { productId: product.id, name: product.name, sku: product.sku, quantity: '1' }],
              )
            }
          />
          {error && (
            <p role="alert" className="text-sm text-destructive" data-testid="edit-items-error">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={edit.isPending} data-testid="edit-items-save">
              {t('items.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
