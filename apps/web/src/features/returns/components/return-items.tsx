import { formatHryvnias } from '@/lib/money-format';
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { DetailSection } from '@/components/ui/detail-section';
import { ItemImage } from '@/components/ui/item-image';
import { cn } from '@/lib/cn';

/** The items asked back: how many of how many bought, and once decided how many were taken back. */
export function ReturnItems({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation('returns');
  return (
    <DetailSection title={t('detail.items')} testId="return-items">
      <ul className="grid gap-3">
        {request.items.map((item) => (
          <li
            key={item.id}
            className="flex min-w-0 gap-3 text-sm"
            data-testid="return-item"
            data-item-id={item.id}
            data-accepted={item.accepted_quantity ?? ''}
          >
            <ItemImage src={item.image} className="size-14" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium break-words">{item.name}</p>
              <p className="text-xs text-muted-foreground">
                {t('detail.sku', { sku: item.sku })}
                {item.shelving_code && ` · ${t('detail.shelving', { code: item.shelving_code })}`}
              </p>
              <p>{t('detail.asked', { quantity: item.quantity, ordered: item.ordered_quantity })}</p>
              {item.accepted_quantity !== null && (
                <p
                  className={cn('font-medium', item.accepted_quantity === 0 ? 'text-destructive' : 'text-success')}
                  data-testid="return-item-accepted"
                >
                  {item.accepted_quantity === 0
                    ? t('detail.declined')
                    : t('detail.accepted', { quantity: item.accepted_quantity })}
                </p>
              )}
            </div>
            <p className="shrink-0 font-medium whitespace-nowrap">{formatHryvnias(item.price)}</p>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
