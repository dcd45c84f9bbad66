import { AUTH_PATHS } from './paths';
import { safeRedirect } from './redirect';
import { ARTICLES_PARAM, REDIRECT_PARAM } from './sign-in';

export const TELEPHONE_PARAM = 'telephone';

/** Navigation state of the code page. */
export interface ConfirmationState {
  /** When a new code may be asked for (epoch ms). */
  resendAt?: number;
  /** The page that sent the code, where "change the number" leads back. */
  from?: 'login' | 'signup';
}

/** /auth/phone-confirmation?telephone=…[&articles=true][&redirect=…]: survives a reload. */
export function confirmationPath({
  telephone,
  articles,
  redirect,
}: {
  telephone: string;
  articles?: string | null;
  redirect?: string | null;
}): string {
  const params = new URLSearchParams({ [TELEPHONE_PARAM]: telephone });
  if (articles === 'true') params.set(ARTICLES_PARAM, 'true');
  const safe = safeRedirect(redirect);
  if (safe) params.set(REDIRECT_PARAM, safe);
  return `${AUTH_PATHS.phoneConfirmation}?${params.toString()}`;
}
