import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The product's own origin: PUBLIC_URL, else the one the request came to. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
