import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, type IssueLike } from '@supplier/contracts/messages';
import { AppError } from '../errors';
import { translate } from '../i18n/messages';

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
      for (const item of error.validation) {
        const issue = item.params.issue as unknown as IssueLike & { path: PropertyKey[] };
        const field = issue.path.map(String).join('.') || item.instancePath.replace(/^\//, '') || '_';
        (errors[field] ??= []).push(issueMessage(issue, locale));
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
