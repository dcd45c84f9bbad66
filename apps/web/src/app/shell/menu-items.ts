import type { ParseKeys } from 'i18next';
import type { MenuCountKey } from './menu-counts';
import {
  Bell,
  CreditCard,
  FileText,
  LayoutDashboard,
  MessageCircle,
  Package,
  Plug,
  Settings,
  ShoppingCart,
  Star,
  Store,
  Truck,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** A label key in the `shell` namespace, or a `routes:` one. */
export type MenuLabel = ParseKeys<['shell', 'routes']>;

export interface MenuLink {
  label: MenuLabel;
  to: string;
  /** Path prefixes that also mark this entry active (its sub-pages). */
  activeOn?: string[];
}

export interface MenuEntry extends Partial<MenuLink> {
  label: MenuLabel;
  icon: LucideIcon;
  /** A live count shown beside the entry (what waits for the seller), from `useMenuCounts`. */
  count?: MenuCountKey;
  /** A group opens to its children instead of linking. */
  children?: MenuLink[];
}

/**
 * SPEC section 2: the side menu, in this order. A section gets its entry (and its route) when it
 * is built (ADR 0011).
 */
export const MENU: MenuEntry[] = [
  { label: 'menu.dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'menu.orders', to: '/orders', icon: ShoppingCart, count: 'ordersNew' },
  { label: 'menu.returns', to: '/returns', icon: Undo2, count: 'returnsRequested' },
  {
    label: 'menu.products',
    icon: Package,
    children: [
      { label: 'menu.productsList', to: '/products/list', activeOn: ['/products/edit'] },
      { label: 'menu.productsAdd', to: '/products/panel', activeOn: ['/products/create', '/products/created'] },
      { label: 'routes:productImports', to: '/products/imports', activeOn: ['/products/import'] },
      { label: 'menu.shelvings', to: '/products/shelvings' },
      { label: 'menu.attributes', to: '/products/attributes' },
      { label: 'menu.attributeGroups', to: '/products/attribute-groups' },
    ],
  },
  { label: 'menu.reviews', to: '/reviews', icon: Star, count: 'reviewsUnanswered' },
  { label: 'menu.stores', to: '/stores', icon: Store },
  {
    label: 'menu.payments',
    icon: Wallet,
    children: [
      { label: 'menu.balances', to: '/payments/balances/main-balance', activeOn: ['/payments/balances'] },
      { label: 'menu.payouts', to: '/payments/payouts' },
      { label: 'routes:referral', to: '/referral' },
    ],
  },
  { label: 'menu.deliveries', to: '/deliveries', icon: Truck },
  { label: 'menu.paymentMethods', to: '/payment-methods/methods', icon: CreditCard, activeOn: ['/payment-methods'] },
  { label: 'menu.integrations', to: '/integrations', icon: Plug },
  { label: 'menu.chats', to: '/chats', icon: MessageCircle, count: 'chatsUnread' },
  { label: 'menu.articles', to: '/articles-information', icon: FileText },
  { label: 'menu.notifications', to: '/notifications', icon: Bell },
  {
    label: 'menu.settings',
    icon: Settings,
    children: [
      { label: 'menu.account', to: '/settings/preferences' },
      { label: 'menu.appSettings', to: '/settings/customizing' },
      { label: 'menu.team', to: '/settings/team' },
      { label: 'menu.activity', to: '/settings/activity' },
    ],
  },
];

const under = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isLinkActive(link: Partial<MenuLink>, pathname: string): boolean {
  if (!link.to) return false;
  return under(pathname, link.to) || (link.activeOn ?? []).some((prefix) => under(pathname, prefix));
}

export const isEntryActive = (entry: MenuEntry, pathname: string): boolean =>
  entry.children ? entry.children.some((child) => isLinkActive(child, pathname)) : isLinkActive(entry, pathname);
