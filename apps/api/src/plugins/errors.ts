import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { AppError } from '../errors';
import { translate, type MessageKey } from '../i18n/messages';
import { localeOf } from './locale';

/**
 * One error shape for every failure: {message, code, errors?}. Validation answers 422 with the
 * texts per field; 5xx never carries internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // fastify-type-provider-zod 7 passes the zod issue as {keyword: code, message, instancePath,
      // params: the rest}; zod 4 issues carry no input, so it is read back from the request.
      const source = validatedPart(request, error.validationContext);
      for (const item of error.validation) {
        const path = item.instancePath.split('/').filter(Boolean);
        const issue: IssueLike = {
          ...(item.params as Omit<IssueLike, 'code' | 'message'>),
          code: item.keyword,
          message: item.message ?? '',
          input: valueAt(source, path),
        };
        (errors[path.join('.') || '_'] ??= []).push(issueMessage(issue, locale));
      }
      return reply
        .code(422)
        .send({ message: translate(locale, 'validation_failed'), code: 'validation_failed', errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        message: translate(locale, 'rate_limited', { seconds: String(reply.getHeader('retry-after') ?? 60) }),
        code: 'rate_limited',
      });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: translate(locale, 'server_error'), code: 'server_error' });
    }
    const key = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media' : 'bad_request';
    return reply.code(status).send({ message: translate(locale, key), code: error.code?.toLowerCase() ?? key });
  });
});

/**
 * Fastify's `frameworkErrors`: refusals made before routing (a URL that does not decode) answer
 * in the one error shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: translate(localeOf(request.headers), 'bad_request'), code: 'bad_request' });
}

/**
 * Node's `clientError`: a request the HTTP parser refuses (control characters or malformed
 * headers, headers too large, a timeout) never reaches Fastify; it is answered here in the one
 * error shape, in Ukrainian since its headers could not be read.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'header_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : [400, 'bad_request'];
  const body = JSON.stringify({ message: translate('uk', key), code: key });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
