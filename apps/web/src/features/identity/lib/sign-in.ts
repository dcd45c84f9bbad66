import type { AuthResponse } from '@supplier/contracts/identity';
import { markFreshSignIn, useSession } from '@/lib/session';
import { safeRedirect } from './redirect';

/** Where a signed-in supplier lands (SPEC section 2). */
export const HOME_PATH = '/dashboard';
/** Where a sign-in goes instead when the passed flag says so (SPEC section 4). */
export const ARTICLES_PATH = '/articles-information';

/**
 * SPEC section 4: the code sign-in goes to the information articles when "a passed flag is the
 * string true". The flag travels as `?articles=true` on the code page (a link into the auth area
 * may carry it to /auth/login, which passes it on).
 */
export const ARTICLES_PARAM = 'articles';
/** Kept by the 401 handler of lib/api-client: the path to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The end of every sign-in: store {data, token} (localStorage `user`), then load the target page
 * afresh so every store starts from the new session.
 */
export function completeSignIn(
  response: AuthResponse,
  { redirect, articles }: { redirect?: string | null; articles?: string | null } = {},
): void {
  useSession.getState().setUser({ data: response.data, token: response.token });
  markFreshSignIn();
  const target = articles === 'true' ? ARTICLES_PATH : (safeRedirect(redirect) ?? HOME_PATH);
  window.location.assign(target);
}

/** Carries `?redirect=` along when one auth page links to another. */
export function withRedirect(path: string, redirect: string | null): string {
  const safe = safeRedirect(redirect);
  return safe ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : path;
}
