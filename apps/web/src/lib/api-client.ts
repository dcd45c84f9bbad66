import { LOCALE_HEADER, SESSION_HEADER, SESSION_VALUE } from '@supplier/contracts/constants';
import { toast } from '@/components/ui/use-toast';
import i18n from './i18n';
import { getToken, useSession } from './session';

/** A failed call: HTTP status (0 when no response came) and the parsed error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(`API ${status}`);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set false when the caller shows the error itself (forms show field errors). */
  toastOnError?: boolean;
}

/** SPEC paths are written with and without a leading slash; all live under /api. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The API authenticates by the bearer token and reads no cookie, so calls go without credentials.
 * Chromium then sends them on connections of their own instead of queueing them behind the
 * page's scripts on the six it keeps per server: on a first visit the products list's first page
 * arrived about 500 ms sooner (ADR 0035).
 */
const API_CREDENTIALS: RequestCredentials = 'omit';

export function apiHeaders(): Record<string, string> {
  const token = getToken();
  return {
    [SESSION_HEADER]: SESSION_VALUE,
    [LOCALE_HEADER]: i18n.language === 'en' ? 'en' : 'uk',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** SPEC section 8: texts from data.message (string or list) and from errors, else the default. */
export function errorMessages(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : undefined;
  const texts: string[] = [];
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string') texts.push(message);
    if (Array.isArray(message)) texts.push(...message.filter((m): m is string => typeof m === 'string'));
    const lists = Array.isArray(errors) ? [errors] : errors && typeof errors === 'object' ? Object.values(errors) : [];
    for (const list of lists) {
      for (const item of Array.isArray(list) ? list : [list]) {
        if (typeof item === 'string') texts.push(item);
        else if (item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string') {
          texts.push((item as { message: string }).message);
        }
      }
    }
  }
  return texts.length > 0 ? [...new Set(texts)] : [i18n.t('common:somethingWentWrong')];
}

/** A GET of a file the API serves the signed-in supplier (an export, a chat attachment), read whole. */
export function authorizedGet(url: string): Promise<Response> {
  return fetch(url, { headers: apiHeaders(), credentials: API_CREDENTIALS });
}

export function showErrorToast(error: unknown): void {
  toast({ variant: 'destructive', description: errorMessages(error).join('\n') });
}

/** PRODUCT.md section 1: a 401 ends the session and sends the supplier to sign in, keeping the way back. */
function handleUnauthorized(): void {
  if (!useSession.getState().user) return;
  useSession.getState().clear();
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/auth/login?redirect=${encodeURIComponent(back)}`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers, signal, toastOnError = true } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      signal,
      credentials: API_CREDENTIALS,
      headers: {
        ...apiHeaders(),
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(0, null);
    if (toastOnError) showErrorToast(error);
    throw error;
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (response.ok) return parsed as T;
  const retryAfter = Number(response.headers.get('retry-after'));
  const error = new ApiError(
    response.status,
    parsed,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
  if (response.status === 401 && getToken()) {
    handleUnauthorized();
  } else if (toastOnError || response.status >= 500) {
    showErrorToast(error);
  }
  throw error;
}

/**
 * Downloads a file the API answers (an export): the browser saves it under the name the server
 * gives, and answers the response's headers (some name what was left out). A refusal is an
 * ApiError, shown as a toast like any other.
 */
export async function apiDownload(path: string, query?: RequestOptions['query']): Promise<Headers> {
  let response: Response;
  try {
    response = await authorizedGet(apiUrl(path, query));
  } catch {
    const error = new ApiError(0, null);
    showErrorToast(error);
    throw error;
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const error = new ApiError(response.status, parsed);
    if (response.status === 401 && getToken()) handleUnauthorized();
    else showErrorToast(error);
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return response.headers;
}
