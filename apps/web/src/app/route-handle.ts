import type { FlatNamespace, ParseKeys } from 'i18next';
import { redirect } from 'react-router';
import type { Permission } from '@supplier/contracts/permissions';
import { loadNamespaces } from '@/lib/i18n';

/** What each route tells the shell: its title key (namespace `routes`) and its rules. */
export interface RouteHandle {
  title: ParseKeys<'routes'>;
  /** Paid routes (PRODUCT.md section 1): the subscription-required modal guards them. */
  requireSubscription?: boolean;
  /** What a member's role must hold to open it (ADR 0041); the menu hides it and the shell guards it. */
  permission?: Permission;
  /** Shown as a breadcrumb step; layout-only routes set false. */
  crumb?: boolean;
}

export const handle = (title: RouteHandle['title'], extra: Omit<RouteHandle, 'title'> = {}): RouteHandle => ({
  title,
  ...extra,
});

/** A lazy route module together with the text namespaces it renders first. */
export const withTexts =
  <T>(load: () => Promise<T>, ...namespaces: FlatNamespace[]) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return module;
  };

/**
 * A route that only sends on: its loader redirects, and its empty Component keeps React Router from
 * warning that a matched leaf route has no element.
 */
export const redirectTo = (to: string) => ({ loader: () => redirect(to), Component: () => null });
