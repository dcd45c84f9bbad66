import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '@/lib/document-title';
import { useRouteTitleKey } from './route-handles';

/**
 * SPEC section 2: `Постачальники: {route title}`, the title of the deepest matched route handle.
 * Call it once in each layout (admin and auth).
 */
export function useDocumentTitle(): void {
  const key = useRouteTitleKey();
  const { t, i18n } = useTranslation('routes');
  const title = key ? t(key) : null;
  useEffect(() => {
    setDocumentTitle(title);
  }, [title, i18n.language]);
}
