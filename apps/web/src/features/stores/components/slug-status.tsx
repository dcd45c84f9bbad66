import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useSlugCheck } from '../api/check-slug';
import { useDebounced } from '@/lib/use-debounced';

/**
 * The as-you-type availability of a store address (GET …/slug-check), asked 400 ms after the
 * typing stops. The store being edited (`excludeId`) keeps its own address.
 */
export function SlugStatus({ slug, excludeId }: { slug: string; excludeId?: number }) {
  const { t } = useTranslation('stores');
  const typed = slug.trim().toLowerCase();
  const settled = useDebounced(typed, 400);
  const check = useSlugCheck(settled, excludeId);
  if (!typed) return null;
  const waiting = typed !== settled || check.isFetching;
  if (waiting) {
    return (
      <p
        className="flex items-center gap-1.5 text-sm text-muted-foreground"
        role="status"
        data-testid="slug-status"
        data-state="checking"
      >
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('slug.checking')}
      </p>
    );
  }
  if (!check.data) return null;
  return check.data.available ? (
    <p
      className="flex items-center gap-1.5 text-sm text-success"
      role="status"
      data-testid="slug-status"
      data-state="available"
    >
      <CircleCheck className="size-4" aria-hidden />
      {t('slug.available')}
    </p>
  ) : (
    <p
      className="flex items-center gap-1.5 text-sm text-destructive"
      role="status"
      data-testid="slug-status"
      data-state="taken"
    >
      <CircleX className="size-4" aria-hidden />
      {check.data.message}
    </p>
  );
}
