import fp from 'fastify-plugin';
import { nulPaths } from '@supplier/contracts/common';
import { issueMessage } from '@supplier/contracts/messages';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';

/**
 * U+0000 in any parameter, query or body value is refused before the route's own validation
 * (422 `validation_failed`, the field named): PostgreSQL cannot store it, so it must never get
 * that far.
 */
export const noNulPlugin = fp(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(request.body)];
    if (paths.length === 0) return done();
    const text = issueMessage({ code: 'custom', message: 'nul_character' }, request.locale);
    done(
      httpErrors.validation(
        translate(request.locale, 'validation_failed'),
        Object.fromEntries(paths.map((path) => [path, [text]])),
      ),
    );
  });
});
