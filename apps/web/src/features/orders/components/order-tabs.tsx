import { useTranslation } from 'react-i18next';
import { orderTabs, type OrderCounts, type OrderTab } from '@supplier/contracts/orders';
import { StatusTabs } from '@/components/ui/status-tabs';

/** The orders' status tabs with how many orders each holds (live: the counts follow order events). */
export function OrderTabs({
  value,
  counts,
  onChange,
}: {
  value: OrderTab;
  counts: OrderCounts | undefined;
  onChange(tab: OrderTab): void;
}) {
  const { t } = useTranslation('orders');
  return (
    <StatusTabs
      tabs={orderTabs}
      value={value}
      counts={counts}
      label={t('list.tabs')}
      tabLabel={(tab) => t(`tabs.${tab}`)}
      onChange={onChange}
      testIdPrefix="orders"
    />
  );
}
