import { useMatches, type UIMatch } from 'react-router';
import type { RouteHandle } from '../route-handle';

export type HandleMatch = UIMatch<unknown, RouteHandle | undefined>;

export const useHandleMatches = (): HandleMatch[] => useMatches() as HandleMatch[];

/** The title key (namespace `routes`) of the deepest matched route that has one. */
export function deepestTitleKey(matches: HandleMatch[]): RouteHandle['title'] | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = matches[index]!.handle?.title;
    if (title) return title;
  }
  return null;
}

export const useRouteTitleKey = (): RouteHandle['title'] | null => deepestTitleKey(useHandleMatches());

/** PRODUCT.md section 1: any matched route with `requireSubscription` makes the page paid. */
export const useRequiresSubscription = (): boolean =>
  useHandleMatches().some((match) => match.handle?.requireSubscription === true);
