/**
 * A `?redirect=` value (kept by the 401 handler) only when it is a path of this origin outside the
 * auth area; anything else — other origins, `//host`, `/\host`, schemes — gives null.
 */
export function safeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/auth(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
