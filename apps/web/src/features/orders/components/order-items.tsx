import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import type { FindProducts } from './add-item-search';
import { EditItemsDialog } from './edit-items-dialog';
import { ItemImage } from '@/components/ui/item-image';
import { formatHryvnias } from '@/lib/money-format';

/** The items with picture, SKU, shelving to pick from, price × quantity, then the money. */
export function OrderItems({ order, findProducts }: { order: OrderDetail; findProducts: FindProducts }) {
  const { t } = useTranslation('orders');
  const row = 'flex flex-wrap justify-between gap-x-3';
  const [editing, setEditing] = useState(false);
  return (
    <DetailSection title={t('detail.items')} testId="order-items">
      {order.can_edit_items && (
        <>
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() => setEditing(true)}
            data-testid="order-items-edit"
          >
            {t('items.edit')}
          </Button>
          {editing && <EditItemsDialog order={order} findProducts={findProducts} open onOpenChange={setEditing} />}
        </>
      )}
      <ul className="divide-y divide-border">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0" data-testid="order-item" data-sku={item.sku}>
            <ItemImage src={item.image} className="size-14" />
            <div className="grid min-w-0 flex-1 gap-1 text-sm">
              <p className="font-medium break-words">{item.name}</p>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span className="font-mono">{t('detail.sku', { sku: item.sku })}</span>
                <span data-testid="order-item-shelving">
                  {item.shelving_code ? t('detail.shelving', { code: item.shelving_code }) : t('detail.noShelving')}
                </span>
              </p>
              <p className={row}>
                <span className="text-muted-foreground">
                  {t('detail.quantityTimes', { quantity: item.quantity, price: formatHryvnias(item.price) })}
                </span>
                <span className="font-semibold whitespace-nowrap">{formatHryvnias(item.total)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1.5 border-t border-border pt-3 text-sm" data-testid="order-totals">
        <div className={row}>
          <dt>{t('detail.subtotal')}</dt>
          <dd className="whitespace-nowrap">{formatHryvnias(order.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('detail.deliveryCost')}</dt>
          <dd className="whitespace-nowrap">{formatHryvnias(order.delivery_cost)}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>{t('detail.total')}</dt>
          <dd className="whitespace-nowrap">{formatHryvnias(order.total)}</dd>
        </div>
        <div className={`${row} text-muted-foreground`}>
          <dt>{t('detail.commission', { percent: order.commission_percent })}</dt>
          <dd className="whitespace-nowrap">−{formatHryvnias(order.commission)}</dd>
        </div>
        <div className={`${row} text-base font-semibold text-success`}>
          <dt>{t('detail.receives')}</dt>
          <dd className="whitespace-nowrap" data-testid="order-receives">
            {formatHryvnias(order.supplier_receives)}
          </dd>
        </div>
      </dl>
    </DetailSection>
  );
}
