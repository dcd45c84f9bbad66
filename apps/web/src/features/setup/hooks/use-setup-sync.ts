import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { firstPageShown } from '@/lib/first-page-shown';
import { refreshSetup } from '../store';

/** SPEC section 4: the setup settings are fetched on every route change (the first, after its page's own data). */
export function useSetupSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void firstPageShown().then(refreshSetup);
  }, [pathname]);
}
