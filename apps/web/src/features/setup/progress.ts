import type { SetupFlags } from '@supplier/contracts/setup';

export const isSetupComplete = (flags: SetupFlags): boolean =>
  flags.information && flags.product && flags.delivery && flags.payment;

/** SPEC section 2: where the setup-progress banner leads, in this order. */
export function setupTarget(flags: SetupFlags): string {
  if (!flags.information) return '/articles-information';
  if (!flags.product) return '/products/panel';
  if (!flags.delivery) return '/deliveries';
  if (!flags.payment) return '/payment-methods/methods';
  return '/dashboard';
}

export const completedSteps = (flags: SetupFlags): number =>
  [flags.information, flags.product, flags.delivery, flags.payment].filter(Boolean).length;

export const SETUP_STEPS = 4;

/** The banner stays off product, delivery, payment, chat and article routes (SPEC section 2). */
const QUIET_PREFIXES = ['/products', '/deliveries', '/payment-methods', '/payments', '/chats', '/articles-information'];

export const isSetupBannerRoute = (pathname: string): boolean =>
  !QUIET_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Opening these while the information articles are not set up shows the prompt (SPEC section 5). */
export const needsInformationFirst = (pathname: string): boolean =>
  pathname === '/products/panel' ||
  pathname === '/products/import' ||
  pathname === '/products/create' ||
  pathname.startsWith('/products/create/');
