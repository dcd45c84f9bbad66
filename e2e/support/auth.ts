import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Shared e2e helpers for signing in and reading SMS codes against the built product (the API's
 * local SMS driver keeps what it "sent" at GET /api/dev/sms-outbox).
 */

/** The demo supplier the e2e server seeds (DEMO_SEED=true). Never change its password in a spec. */
export const DEMO_SUPPLIER = { telephone: '+380501234567', password: 'demo12345' } as const;

/** Every API call needs the supplier session header (SPEC section 6). */
export const API_HEADERS = { 'x-session': 'supplier' } as const;

/** The localStorage `user` of SPEC section 3. */
export interface StoredUser {
  data: Record<string, unknown> & { id: number; telephone: string };
  token: string;
}

/** Password login through the API (telephone or email as `login`). */
export async function loginViaApi(
  request: APIRequestContext,
  { login = DEMO_SUPPLIER.telephone, password = DEMO_SUPPLIER.password }: { login?: string; password?: string } = {},
): Promise<StoredUser> {
  const response = await request.post('/api/admin-suppliers/v1/auth/login', {
    data: { login, password },
    headers: API_HEADERS,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as StoredUser;
}

/**
 * Signs the page in without the UI: logs in through the API and puts {data, token} into
 * localStorage `user` before the app's scripts run. The seeding happens once per tab, so a
 * logout (which reloads) stays signed out. Call before the first `page.goto`.
 */
export async function signInViaApi(
  page: Page,
  request: APIRequestContext,
  {
    telegramPrompt = false,
    ...credentials
  }: {
    login?: string;
    password?: string;
    /** Leave the shell's Telegram-connect prompt on; by default it is dismissed for the tab. */
    telegramPrompt?: boolean;
  } = {},
): Promise<StoredUser> {
  const user = await loginViaApi(request, credentials);
  await page.addInitScript(
    ({ stored, telegramPrompt }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('user', JSON.stringify(stored));
      if (!telegramPrompt)
        localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [stored.data.id]: Date.now() + 864e6 }));
    },
    { stored: user, telegramPrompt },
  );
  return user;
}

interface OutboxMessage {
  telephone: string;
  text: string;
  created_at: string;
}

/** What the local SMS driver sent to `telephone`, newest first. */
export async function smsOutbox(request: APIRequestContext, telephone: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * The 6-digit code of the newest SMS to `telephone` (`Ваш код підтвердження: 123456`). Waits for
 * one sent after `since` (epoch ms) when given, so a code asked for just now is not confused with
 * an older one.
 */
export async function readSmsCode(
  request: APIRequestContext,
  telephone: string,
  { since, timeout = 10_000 }: { since?: number; timeout?: number } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [latest] = await smsOutbox(request, telephone);
        if (!latest || (since !== undefined && Date.parse(latest.created_at) < since - 1000)) return undefined;
        code = /\b(\d{6})\b/.exec(latest.text)?.[1];
        return code;
      },
      { timeout, message: `an SMS code for ${telephone}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * The API lets a phone get a new code 60 s after the previous one (PRODUCT.md section 2); waits
 * out what is left of that for `telephone`.
 */
export async function waitForNextCode(
  request: APIRequestContext,
  telephone: string,
  resendSeconds = 60,
): Promise<void> {
  const [latest] = await smsOutbox(request, telephone);
  if (!latest) return;
  const wait = Date.parse(latest.created_at) + resendSeconds * 1000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

let phoneCounter = 0;

/** A Ukrainian number no other test of this run uses (+38067XXXXXXX). */
export function uniqueTelephone(): string {
  phoneCounter += 1;
  const tail = String((Date.now() % 1_000_000) * 10 + (phoneCounter % 10))
    .padStart(7, '0')
    .slice(-7);
  return `+38067${tail}`;
}

/** Signs a new supplier up and confirms the phone through the API; answers its stored user. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<{ firstname: string; lastname: string; telephone: string; email: string; password: string }> = {},
): Promise<StoredUser & { password: string }> {
  const telephone = overrides.telephone ?? uniqueTelephone();
  const form = {
    firstname: 'Тест',
    lastname: 'Постачальник',
    email: `e2e${telephone.slice(1)}@example.com`,
    password: 'e2e-password-1',
    ...overrides,
    telephone,
  };
  const since = Date.now();
  const registered = await request.post('/api/admin-suppliers/v2/auth/register', { data: form, headers: API_HEADERS });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const code = await readSmsCode(request, telephone, { since });
  const confirmed = await request.post('/api/admin-suppliers/v2/auth/confirm-code', {
    data: { telephone, code },
    headers: API_HEADERS,
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return { ...((await confirmed.json()) as StoredUser), password: form.password };
}
