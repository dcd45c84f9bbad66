import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LoaderCircle } from 'lucide-react';
import type { ProductsQuery } from '@supplier/contracts/products';
import { PRODUCTS_PATHS, productExportFormats, type ProductExportFormat } from '@supplier/contracts/products-constants';
import { Button } from '@/components/ui/button';
import { apiDownload } from '@/lib/api-client';

/** Downloads every product the list's filters find, as XLSX, CSV or a YML feed. */
export function ProductsExport({ query, disabled }: { query: ProductsQuery; disabled: boolean }) {
  const { t } = useTranslation('products');
  const [exporting, setExporting] = useState<ProductExportFormat | null>(null);
  const { cursor: _cursor, per_page: _perPage, sort: _sort, order: _order, ...filters } = query;
  const download = (format: ProductExportFormat) => {
    setExporting(format);
    apiDownload(PRODUCTS_PATHS.export, { ...filters, format } as Record<string, string | number | undefined>)
      .catch(() => undefined) // the refusal is shown as a toast
      .finally(() => setExporting(null));
  };
  return (
    <div role="group" aria-label={t('list.export')} className="flex gap-2">
      {productExportFormats.map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={disabled || exporting !== null}
          onClick={() => download(format)}
          data-testid={`products-export-${format}`}
        >
          {exporting === format ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {t(`list.export_${format}`)}
        </Button>
      ))}
    </div>
  );
}
