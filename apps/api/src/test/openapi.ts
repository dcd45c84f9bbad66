import type { TestContext } from './app';

/** One operation of the OpenAPI document the app serves at /api/docs/json. */
export interface Operation {
  method: string;
  /** As documented, e.g. /api/admin-suppliers/v1/stores/{id}. */
  path: string;
  /** Signed in with a bearer token: the panel's or an integration's (machine calls signed otherwise do not count). */
  secured: boolean;
  description?: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema; required?: boolean }[];
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  bodyTypes: string[];
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

/** The panel's document; the supplier API serves its own. */
export const PANEL_DOCUMENT = '/api/docs/json';
export const SUPPLIER_API_DOCUMENT = '/api/supplier/v1/openapi.json';
/** The security schemes of a bearer token in the two documents. */
const BEARER_SCHEMES = ['bearer', 'apiToken'];

/** Every operation of a served document: new endpoints are walked by being documented. */
export async function documentedOperations(t: TestContext, url = PANEL_DOCUMENT): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const document = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        secured: ((operation.security as Record<string, unknown>[] | undefined) ?? []).some((item) =>
          BEARER_SCHEMES.some((scheme) => scheme in item),
        ),
        description: operation.description as string | undefined,
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        bodyTypes: Object.keys(content ?? {}),
      };
    }),
  );
}

/** The path with each {param} replaced. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}
