import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import {
  ENDPOINT_REQUIREMENTS,
  type Endpoint,
  type EndpointSchemas,
  type EndpointTable,
  type Route,
} from '@supplier/contracts/endpoint';
import { FORBIDDEN_ROLE, isRolePermission } from '@supplier/contracts/permissions';
import { activityRecorder } from '../modules/activity';
import { requirementsHook } from '../modules/setup';
import { supplierId } from '../plugins/auth';
import { permissionHook } from './permission-hook';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;
type Answer<S extends EndpointSchemas> = z.input<NonNullable<S['responses'][keyof S['responses']]>>;

/** The request as the route's schemas parsed it. */
export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Parsed<S['params']>;
  Querystring: Parsed<S['query']>;
  Body: Parsed<S['body']>;
}>;

/** What the OpenAPI document says of a route beside its schemas (operationId is its name). */
export interface EndpointDocs {
  summary: string;
  description?: string;
  /** Instead of the group's tags. */
  tags?: string[];
  config?: FastifyContextConfig;
  /** Instead of the app's body limit (bytes). */
  bodyLimit?: number;
}

/** What the routes of one `endpointRoutes` share. */
export type EndpointGroup = Required<Pick<FastifySchema, 'tags' | 'security'>> & {
  /** The supplier a signed-in request acts for, whose `requires` are checked (the panel's session by default). */
  supplierOf?: (request: FastifyRequest) => number;
};

/**
 * Registers a domain's routes from its endpoint table (ADR 0029): the method and path from
 * `<domain>-endpoints.ts`, the schemas (the only validation), answers and errors from `<domain>.ts`,
 * and `group` (tags, security) shared by the routes it registers. The handler returns the body of
 * the declared success answer; its status is the first declared unless the handler sets another.
 * An endpoint's permission (ADR 0041) and then its `requires` (ADR 0036) are kept before its body
 * is read, their refusals documented.
 */
export function endpointRoutes<T extends EndpointTable>(
  app: FastifyInstance,
  table: { [K in keyof T]: Endpoint<Route, T[K]> },
  schemas: T,
  { supplierOf = supplierId, ...group }: EndpointGroup,
) {
  return function route<K extends keyof T & string>(
    operationId: K,
    docs: EndpointDocs,
    handler: (request: EndpointRequest<T[K]>, reply: FastifyReply) => Answer<T[K]> | Promise<Answer<T[K]>>,
  ): void {
    const { method, path } = table[operationId];
    const { headers, params, query, body, responses, errors, permission, requires = [] } = schemas[operationId]!;
    const signedIn = group.security.some((requirement) => 'bearer' in requirement);
    const byRole = isRolePermission(permission);
    if ((permission === 'public' && signedIn) || ((byRole || permission === 'member') && !signedIn)) {
      throw new Error(`${operationId}: permission '${permission}' does not match the route's security`);
    }
    const refusals = [
      ...errors,
      ...(byRole ? [FORBIDDEN_ROLE.status] : []),
      ...requires.map((requirement) => ENDPOINT_REQUIREMENTS[requirement].status),
    ];
    const onRequest = [
      ...(byRole ? [permissionHook(permission)] : []),
      ...(requires.length > 0 ? [requirementsHook(requires, supplierOf)] : []),
    ];
    const status = Number(Object.keys(responses)[0]) as keyof EndpointSchemas['responses'];
    const { config, bodyLimit, ...described } = docs;
    app.route({
      method,
      url: path,
      config,
      bodyLimit,
      // after the authentication that the route's security puts first (plugins/auth.ts, supplier-api.auth.ts)
      ...(onRequest.length > 0 ? { onRequest } : {}),
      // who of the team changed what (ADR 0046), written before the answer leaves
      ...(method === 'GET' ? {} : { onSend: activityRecorder(app.database.db, path) }),
      schema: {
        operationId,
        ...group,
        ...described,
        ...(headers ? { headers } : {}),
        ...(params ? { params } : {}),
        ...(query ? { querystring: query } : {}),
        ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
        response: { ...responses, ...Object.fromEntries(refusals.map((code) => [code, apiError])) },
      },
      handler: (request, reply) => {
        // the first declared success; a handler answering another declared one sets it (`reply.code(201)`)
        void reply.code(status);
        const answer = handler(request as EndpointRequest<T[K]>, reply);
        // an answer at hand is sent without a promise (issue 36)
        if (answer instanceof Promise) return answer.then((body) => reply.send(body));
        void reply.send(answer);
      },
    });
  };
}
