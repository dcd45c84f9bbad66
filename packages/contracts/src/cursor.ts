/**
 * The one codec of keyset cursors (products, orders, reviews, chats): a JSON value as base64url
 * UTF-8 text, opaque to clients, who hand back the `next_cursor` they were given. The API makes
 * them and checks what one decodes to against its list's shape (`apps/api/src/lib/page-cursor.ts`).
 */

/** What the codec uses: browsers and Node have them all; the contracts compile without DOM or Node types. */
interface Host {
  btoa(binary: string): string;
  atob(text: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
}
const host = globalThis as unknown as Host;

export function encodeCursor(value: unknown): string {
  let binary = '';
  for (const byte of new host.TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return host.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The JSON value a cursor holds; undefined when the text is not a cursor. */
export function decodeCursor(text: string): unknown {
  try {
    const binary = host.atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new host.TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
