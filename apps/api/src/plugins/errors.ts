import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { issueMessage, type IssueLike, type IssueText } from '@supplier/contracts/messages';
import { AppError } from '../errors';
import { translate, type MessageKey } from '../i18n/messages';
import { localeOf } from './locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's domain words for a validation issue; the shared catalogue when not set. */
    issueText?: IssueText;
  }
}

/**
 * Every route registered in `app` (and below) states its validation failures in `issueText`'s
 * words: the route schema stays the only validation, however domain-specific its texts.
 */
export function validationTexts(app: FastifyInstance, issueText: IssueText): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, issueText: route.config?.issueText ?? issueText };
  });
}

/**
 * fastify-type-provider-zod's validator, except that each issue carries the value it refused as
 * the schema saw it (after `trim()`), so a blank text reads «Обов'язкове поле.» and not a length.
 * The issues keep the library's form, which `hasZodFastifySchemaValidationErrors` recognises.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map(({ path, code, message, ...params }) => ({
        [Symbol.for('ZodFastifySchemaValidationError')]: true,
        keyword: code,
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/${code}`,
        message,
        params,
      })),
    } as never;
  };

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
      // The zod issue as {keyword: code, message, instancePath, params: the rest, input included}.
      const issueText = request.routeOptions.config.issueText ?? issueMessage;
      for (const item of error.validation) {
        const path = item.instancePath.split('/').filter(Boolean);
        const issue: IssueLike = {
          ...(item.params as Omit<IssueLike, 'code' | 'message'>),
          code: item.keyword,
          message: item.message ?? '',
        };
        (errors[path.join('.') || '_'] ??= []).push(issueText(issue, locale));
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
  void reply
    .code(status)
    .header('x-request-id', request.id)
    .send({ message: translate(localeOf(request.headers), 'bad_request'), code: 'bad_request' });
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
