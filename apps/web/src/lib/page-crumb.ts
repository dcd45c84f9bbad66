import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

interface PageCrumb {
  /** The page's path: the name holds only while the breadcrumb's last step is this page. */
  path: string;
  text: string;
}

export const usePageCrumbStore = create<{ crumb: PageCrumb | null }>(() => ({ crumb: null }));

/**
 * A page names its own breadcrumb step when the route's title is too general, e.g. «Замовлення №
 * 1042» under «Замовлення». Null (still loading) leaves the route's title.
 */
export function usePageCrumb(text: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!text) return;
    usePageCrumbStore.setState({ crumb: { path: pathname, text } });
    return () => usePageCrumbStore.setState({ crumb: null });
  }, [pathname, text]);
}
