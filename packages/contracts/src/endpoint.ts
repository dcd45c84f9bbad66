import type { z } from 'zod';
import type { EndpointPermission } from './permissions';

/**
 * The endpoint table (ADR 0029). A domain declares each endpoint once, under its operationId, in
 * two halves that the compiler keeps together:
 * - `<domain>-endpoints.ts`: its method and path (`'PUT /admin-suppliers/v1/stores/:id'`). It
 *   imports zod only as types, so the web's first load can call an endpoint without carrying zod.
 * - `<domain>.ts`: its schemas (`EndpointSchemas`), next to the schemas themselves.
 * The API registers each route from both (`apps/api/src/lib/endpoint-routes.ts`) and the web calls
 * it with `callEndpoint` (`apps/web/src/lib/endpoint-client.ts`), its types inferred from them.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path`, path parameters as `:name` (Fastify's form), without the `/api` prefix. */
export type Route = `${Method} /${string}`;

/**
 * What an endpoint may require of the supplier before it reads the request (ADR 0036), and how it
 * refuses: PRODUCT.md section 1's paid sections need an active supplier-panel subscription, and
 * creating products needs the information articles done (SPEC sections 1 and 2).
 */
export const ENDPOINT_REQUIREMENTS = {
  subscription: { status: 402, code: 'subscription_required' },
  articles: { status: 403, code: 'information_required' },
} as const;

export type EndpointRequirement = keyof typeof ENDPOINT_REQUIREMENTS;

/** What an endpoint takes and answers. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers it documents (e.g. the money calls' optional Idempotency-Key). */
  headers?: z.ZodType;
  /** The JSON body, or `'multipart'`: a form-data upload the handler reads itself. */
  body?: z.ZodType | 'multipart';
  /** Its success answers by status (usually one); 204 with `z.null()`. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /** The failures it may answer, each in the one error shape (`apiError`); a requirement's are added. */
  errors: readonly number[];
  /**
   * Who may call it (ADR 0041): a permission of the team's matrix, checked against the signed-in
   * member's role before the body is read (403 `forbidden_role`), or how else it is signed in.
   */
  permission: EndpointPermission;
  /** Checked after the permission: each unmet one is refused with its status and code. */
  requires?: readonly EndpointRequirement[];
}

export type EndpointTable = Record<string, EndpointSchemas>;

/** One endpoint as both sides hold it at run time; `types` exists only for the compiler. */
export interface Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> {
  readonly method: Method;
  readonly path: string;
  readonly types?: { route: R; schemas: S };
}

/**
 * The routes of a domain's endpoints, typed with their schemas (named by type only):
 * `endpoints<typeof storesEndpointSchemas>()({ listStores: 'GET /admin-suppliers/v1/stores', … })`.
 * Every endpoint with schemas needs a route and no route comes without schemas.
 */
export function endpoints<T extends EndpointTable>() {
  return <const R extends { [K in keyof T]: Route }>(
    routes: R & Record<Exclude<keyof R, keyof T>, never>,
  ): { [K in keyof T]: Endpoint<R[K], T[K]> } => {
    const table: Record<string, Endpoint> = {};
    for (const [name, route] of Object.entries(routes as Record<string, Route>)) {
      const space = route.indexOf(' ');
      table[name] = { method: route.slice(0, space) as Method, path: route.slice(space + 1) };
    }
    return table as { [K in keyof T]: Endpoint<R[K], T[K]> };
  };
}
