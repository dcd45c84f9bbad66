import { useTranslation } from 'react-i18next';
import { Loader2, Pause, Play } from 'lucide-react';
import type { Store, StoreSavedResponse } from '@supplier/contracts/stores';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePauseStore } from '../api/pause-store';
import { useResumeStore } from '../api/resume-store';

export function StoreStatusBadge({ store }: { store: Pick<Store, 'status'> }) {
  const { t } = useTranslation('stores');
  return (
    <Badge variant={store.status === 'active' ? 'success' : 'warning'} data-testid="store-status">
      {t(`status.${store.status}`)}
    </Badge>
  );
}

/** Pause (its products are hidden from buyers) or resume a store. */
export function StoreStatusButton({
  store,
  onChanged,
  size = 'sm',
}: {
  store: Store;
  onChanged?: (saved: StoreSavedResponse) => void;
  size?: 'sm' | 'default';
}) {
  const { t } = useTranslation('stores');
  const pause = usePauseStore();
  const resume = useResumeStore();
  const pending = pause.isPending || resume.isPending;
  const done = (saved: StoreSavedResponse) => {
    toast({ variant: 'successful', description: saved.message });
    onChanged?.(saved);
  };
  return store.status === 'active' ? (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={pending}
      onClick={() => pause.mutate(store.id, { onSuccess: done })}
      title={t('pausedHint')}
      data-testid="store-pause"
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Pause aria-hidden />}
      {t('actions.pause')}
    </Button>
  ) : (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={pending}
      onClick={() => resume.mutate(store.id, { onSuccess: done })}
      data-testid="store-resume"
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
      {t('actions.resume')}
    </Button>
  );
}
