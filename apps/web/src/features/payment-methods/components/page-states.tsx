import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessages } from '@/lib/api-client';

/** Placeholder rows while a list loads. */
export function LoadingRows({ rows = 3, className = 'h-20' }: { rows?: number; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}

/** A failed load: what the API said and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-sm text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertTriangle className="size-6 text-red-600" aria-hidden />
      <p>{errorMessages(error).join(' ')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet, with what to do about it. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-10 text-center dark:border-zinc-800 dark:bg-zinc-900">
      <Inbox className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-foreground dark:text-zinc-400">{description}</p>}
      {action}
    </div>
  );
}
