import type { IncomingMessage } from 'node:http';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const sentAs = new WeakMap<IncomingMessage, string>();

/**
 * `POST /path?_method=PUT` is treated as PUT (multipart uploads of SPEC section 7). Applied to
 * the raw request before routing, since Fastify picks the route by method.
 */
export function applyMethodOverride(request: IncomingMessage): void {
  if (request.method !== 'POST' || !request.url?.includes('_method=')) return;
  const query = request.url.slice(request.url.indexOf('?') + 1);
  const wanted = new URLSearchParams(query).get('_method')?.toUpperCase();
  if (!wanted || !OVERRIDABLE.has(wanted)) return;
  sentAs.set(request, request.method);
  request.method = wanted;
}

/** The method the client put on the request line, before any `_method` override (what it signed). */
export function methodOnTheWire(request: IncomingMessage): string {
  return sentAs.get(request) ?? request.method ?? '';
}
