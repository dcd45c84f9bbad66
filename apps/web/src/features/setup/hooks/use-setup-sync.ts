import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { refreshSetup } from '../store';

/** SPEC section 4: the setup settings are fetched on every route change. */
export function useSetupSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshSetup();
  }, [pathname]);
}
