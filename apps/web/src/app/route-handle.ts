import type { ParseKeys } from 'i18next';

/** What each route tells the shell: its title key (namespace `routes`) and its rules. */
export interface RouteHandle {
  title: ParseKeys<'routes'>;
  /** Paid routes (PRODUCT.md section 1): the subscription-required modal guards them. */
  requireSubscription?: boolean;
  /** Shown as a breadcrumb step; layout-only routes set false. */
  crumb?: boolean;
}
