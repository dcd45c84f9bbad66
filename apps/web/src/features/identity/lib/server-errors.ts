import { ApiError } from '@/lib/api-client';

/** Seconds to wait after a 429 (Retry-After, or the wait the body names), else the default. */
export function retryAfterSeconds(error: unknown, fallback = 60): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  const carrier = error as unknown as { retryAfter?: unknown; headers?: Headers };
  const header = carrier.headers instanceof Headers ? carrier.headers.get('retry-after') : undefined;
  const body = (error.body ?? {}) as { retry_after?: unknown; resend_after?: unknown };
  for (const candidate of [carrier.retryAfter, header, body.retry_after, body.resend_after]) {
    const seconds = Number(candidate);
    if (candidate != null && candidate !== '' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return fallback;
}
