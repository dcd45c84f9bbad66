import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-title';
import { useRouteTitleKey } from './route-handles';

const onVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
const isHidden = () => document.visibilityState === 'hidden';

/**
 * SPEC section 2: `Постачальники: {route title}`, the title of the deepest matched route handle.
 * Call it once in each layout (admin and auth). The admin one passes the count of new orders
 * (issue 32): while the panel's tab is in the background the title leads with it, `(3) …`, so the
 * tab strip tells what waits; on screen the side menu shows it and the title stays SPEC's.
 */
export function useDocumentTitle(count?: number): void {
  const key = useRouteTitleKey();
  const { t, i18n } = useTranslation('routes');
  const title = key ? t(key) : null;
  const hidden = useSyncExternalStore(onVisibility, isHidden);
  const shown = hidden ? count : undefined;
  useEffect(() => {
    setDocumentTitle(title, shown);
  }, [title, shown, i18n.language]);
}
