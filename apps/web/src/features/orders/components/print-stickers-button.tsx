import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'lucide-react';
import {
  ORDERS_STICKERS_PATH,
  STICKERS_MAX_ORDERS,
  STICKERS_SKIPPED_HEADER,
  stickerFormats,
  type StickerFormat,
} from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { apiDownload } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The seller's sticker format, kept per seller in localStorage (as the products' columns are). */
const formatKey = (userId: number | undefined) => `orders.stickerFormat.${userId ?? 'guest'}`;

function readFormat(userId: number | undefined): StickerFormat {
  const stored = localStorage.getItem(formatKey(userId));
  return stickerFormats.find((format) => format === stored) ?? '100x100';
}

/**
 * «Друкувати наліпки»: one PDF with the stickers of the ticked orders' waybills, 100×100 mm a page
 * or four on an A4 page (the choice is remembered); the orders without a TTN are named in a toast.
 */
export function PrintStickersButton({ ids }: { ids: number[] }) {
  const { t } = useTranslation('orders');
  const userId = useSession((state) => state.user?.data.id);
  const [format, setFormat] = useState<StickerFormat>(() => readFormat(userId));
  const [busy, setBusy] = useState(false);

  const print = () => {
    setBusy(true);
    apiDownload(ORDERS_STICKERS_PATH, { ids: ids.slice(0, STICKERS_MAX_ORDERS).join(','), format })
      .then((headers) => {
        const skipped = headers.get(STICKERS_SKIPPED_HEADER)?.split(',').filter(Boolean) ?? [];
        if (skipped.length > 0) {
          toast({ description: t('stickers.skipped', { numbers: skipped.map((n) => `№${n}`).join(', ') }) });
        }
      })
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setBusy(false));
  };

  return (
    <span className="inline-flex items-center gap-1">
      <Button size="sm" variant="outline" disabled={busy} onClick={print} data-testid="orders-bulk-stickers">
        <Tag aria-hidden />
        {t('stickers.print')}
      </Button>
      <NativeSelect
        aria-label={t('stickers.format')}
        value={format}
        onChange={(event) => {
          const next = event.target.value as StickerFormat;
          setFormat(next);
          localStorage.setItem(formatKey(userId), next);
        }}
        className="h-8 w-auto py-0 text-xs"
        data-testid="orders-bulk-stickers-format"
      >
        {stickerFormats.map((option) => (
          <option key={option} value={option}>
            {t(`stickers.formats.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}
