import { useTranslation } from 'react-i18next';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/date-format';
import { useProductHistory } from '../api/get-product-history';
import { ActivityChanges } from './activity-changes';

/**
 * «Історія» of a product (issue 34): who of the team changed it, when, and its name, price,
 * stock, status… before and after; newest first, more on request.
 */
export function ProductHistory({ productId, version }: { productId: number; version: string }) {
  const { t } = useTranslation('activity');
  const history = useProductHistory(productId, version);
  return (
    <DetailSection title={t('history.title')} testId="product-history">
      {history.isPending ? (
        <Skeleton className="h-16 rounded-lg" data-testid="product-history-loading" />
      ) : history.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <CircleAlert className="size-4" aria-hidden />
          {t('history.loadError')}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {history.data.map((entry) => (
            <li key={entry.id} className="relative grid gap-1 text-sm" data-testid="product-history-entry">
              <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
              <p className="font-medium break-words">{entry.action_text}</p>
              <ActivityChanges entry={entry} />
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                {' · '}
                <span data-seller-data data-testid="product-history-who">
                  {entry.actor_name || t('list.owner')}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="product-history-more"
        >
          {history.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden />}
          {t('history.more')}
        </Button>
      )}
    </DetailSection>
  );
}
