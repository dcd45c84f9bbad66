import type { z } from 'zod';
import type { Endpoint, EndpointSchemas, Route } from '@supplier/contracts/endpoint';
import { apiRequest, type RequestOptions } from './api-client';

type SchemasOf<E> = E extends Endpoint<Route, infer S> ? S : never;
type PathOf<E> = E extends Endpoint<infer R, EndpointSchemas> ? (R extends `${string} ${infer P}` ? P : never) : never;
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What an endpoint answers on success, inferred from its response schema. */
export type EndpointResponse<E> = z.output<NonNullable<SchemasOf<E>['responses'][keyof SchemasOf<E>['responses']]>>;
/** The query as the server reads it; every field may be left out (the server's defaults apply). */
export type EndpointQuery<E> = SchemasOf<E>['query'] extends z.ZodType
  ? Partial<z.output<SchemasOf<E>['query']>>
  : never;
/** Headers an endpoint documents (e.g. Idempotency-Key), sent as given. */
export type EndpointHeaders<E> = SchemasOf<E>['headers'] extends z.ZodType ? Record<string, string> : never;
/** The body as a form fills it (the schema's input), or the FormData of an upload. */
export type EndpointBody<E> = SchemasOf<E>['body'] extends 'multipart'
  ? FormData
  : SchemasOf<E>['body'] extends z.ZodType
    ? z.input<SchemasOf<E>['body']>
    : never;

type Part<Key extends string, Value, Optional extends boolean = false> = [Value] extends [never]
  ? unknown
  : Optional extends true
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

type ParamsOf<E> = [ParamNames<PathOf<E>>] extends [never] ? never : Record<ParamNames<PathOf<E>>, string | number>;

/** What a call takes: the path's parameters, the query, the headers, the body, and how to call. */
export type EndpointInput<E> = Part<'params', ParamsOf<E>> &
  Part<'query', EndpointQuery<E>, true> &
  Part<'headers', EndpointHeaders<E>, true> &
  Part<'body', EndpointBody<E>> &
  Pick<RequestOptions, 'signal' | 'toastOnError'>;

type Params = Record<string, string | number>;

/**
 * Calls an endpoint of the contracts' table (ADR 0029): fills its path parameters and answers its
 * success type. An upload to a PUT, PATCH or DELETE goes as `POST ?_method=…` (SPEC section 7,
 * ADR 0005), as browsers' form-data uploads are POSTs.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: object extends EndpointInput<E> ? [EndpointInput<E>?] : [EndpointInput<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Params;
    query?: RequestOptions['query'];
    body?: unknown;
  } & Pick<RequestOptions, 'headers' | 'signal' | 'toastOnError'>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const overridden = body instanceof FormData && endpoint.method !== 'POST';
  return apiRequest<EndpointResponse<E>>(path, {
    ...options,
    method: overridden ? 'POST' : endpoint.method,
    query: overridden ? { ...query, _method: endpoint.method } : query,
    body,
  });
}
