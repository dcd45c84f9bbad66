import { firstPageShown } from './first-page-shown';

/**
 * The realtime module for a hook that listens from the moment it mounts: loaded once the first page
 * has shown (issue 36), so on a first visit its request stays out of the page's own, as the
 * connection it opens does (realtime.ts).
 */
export const loadRealtime = () => firstPageShown().then(() => import('./realtime'));
