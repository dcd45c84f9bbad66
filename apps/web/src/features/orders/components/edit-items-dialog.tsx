import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
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
import { AddItemSearch, type FindProducts, type FoundProduct } from './add-item-search';

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
  const form = useForm<{ lines: Line[] }>({ defaultValues: { lines: linesOf(order) } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const save = form.handleSubmit((values) => {
    if (values.lines.length === 0) return;
    return edit
      .mutateAsync({
        version: order.version,
        items: values.lines.map((line) => ({ product_id: line.productId, quantity: Number(line.quantity) })),
      })
      .then(
        (saved) => {
          toast({ variant: 'successful', description: saved.message });
          onOpenChange(false);
        },
        (failure: unknown) => form.setError('root', { type: 'server', message: errorMessages(failure).join(' ') }),
      );
  });
  const add = (product: FoundProduct) => {
    const at = form.getValues('lines').findIndex((line) => line.productId === product.id);
    const quantity = at === -1 ? null : form.getValues(`lines.${at}.quantity`);
    if (quantity === null) {
      lines.append({ productId: product.id, name: product.name, sku: product.sku, quantity: '1' });
    } else if (validQuantity(quantity)) {
      const next = String(Math.min(Number(quantity) + 1, ORDER_ITEM_QUANTITY_MAX));
      form.setValue(`lines.${at}.quantity`, next, { shouldValidate: form.formState.isSubmitted });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="edit-items-dialog">
        <DialogHeader>
          <DialogTitle>{t('items.title', { number: order.number })}</DialogTitle>
          <DialogDescription>{t('items.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" noValidate onSubmit={(event) => void save(event)}>
          <ul className="grid gap-2">
            {lines.fields.map((line, index) => {
              const wrong = Boolean(errors.lines?.[index]?.quantity);
              return (
                <li key={line.id} className="flex items-start gap-2" data-testid="edit-item">
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
                    {...form.register(`lines.${index}.quantity`, { validate: validQuantity })}
                    inputMode="numeric"
                    className="w-20"
                    aria-invalid={wrong}
                    aria-describedby={wrong ? `${id}-${line.productId}-error` : undefined}
                    data-testid="edit-item-quantity"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={lines.fields.length === 1}
                    aria-label={t('items.remove', { name: line.name })}
                    onClick={() => lines.remove(index)}
                    data-testid="edit-item-remove"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
          <AddItemSearch findProducts={findProducts} onPick={add} />
          {errors.root && (
            <p role="alert" className="text-sm text-destructive" data-testid="edit-items-error">
              {errors.root.message}
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
