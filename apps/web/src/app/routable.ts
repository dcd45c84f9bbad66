import { matchRoutes } from 'react-router';
import { routes } from './router';

/** Whether the panel has a page at `path`: a link to a section not built yet is not shown (ADR 0011). */
export function isRoutable(path: string): boolean {
  const matches = matchRoutes(routes, path.split(/[?#]/)[0] ?? path);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}
