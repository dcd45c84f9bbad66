import { matchRoutes } from 'react-router';
import { panelRoutes } from './panel-routes';

/** Whether the panel has a page at `path`: a link to a section not built yet is not shown (ADR 0011). */
export function isRoutable(path: string): boolean {
  return matchRoutes(panelRoutes, path.split(/[?#]/)[0] ?? path) !== null;
}
