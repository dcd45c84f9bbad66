import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleKindSchema,
  articleResponse,
  articleSavedResponse,
  articleUpdateRequest,
  articlesResponse,
  type ArticleKind,
} from '@supplier/contracts/articles';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { supplierId } from '../../plugins/auth';
import { articlesText } from './articles.messages';
import { articlesRepository } from './articles.repository';
import { articlesService } from './articles.service';

const BASE = '/admin-suppliers/v1/articles';

/** `{kind}`: about, delivery, payment, returns, warranty, contacts; anything else is 404. */
const params = z.object({ kind: z.string().max(64) });

function articleKind(kind: string, locale: Locale): ArticleKind {
  const parsed = articleKindSchema.safeParse(kind);
  if (!parsed.success) throw httpErrors.notFound(articlesText(locale, 'article_not_found'));
  return parsed.data;
}

/** Information articles (PRODUCT.md section 6) and the `information` setup step. */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const articles = articlesService({ repo: articlesRepository(app.database.db) });
  app.setup.check('information', (id) => articles.isComplete(id));

  const signedIn = { onRequest: app.authenticate };
  const schema = { tags: ['articles'], security: [{ bearer: [] }] };
  const errors = { 401: apiError, 404: apiError, 422: apiError };

  app.get(
    BASE,
    {
      ...signedIn,
      schema: {
        operationId: 'listArticles',
        summary: 'The information articles and whether each is filled',
        ...schema,
        response: { 200: articlesResponse, 401: apiError },
      },
    },
    async (request) => articles.list(supplierId(request)),
  );
  app.get(
    `${BASE}/:kind`,
    {
      ...signedIn,
      schema: {
        operationId: 'getArticle',
        summary: 'One information article',
        ...schema,
        params,
        response: { 200: articleResponse, ...errors },
      },
    },
    async (request) => ({
      data: await articles.get(supplierId(request), articleKind(request.params.kind, request.locale)),
    }),
  );
  app.put(
    `${BASE}/:kind`,
    {
      ...signedIn,
      schema: {
        operationId: 'saveArticle',
        summary: 'Saves an information article (rich text, sanitized)',
        ...schema,
        description: 'Saves the title and the rich text; the HTML is sanitized to the safe subset.',
        params,
        body: articleUpdateRequest,
        response: { 200: articleSavedResponse, ...errors },
      },
    },
    async (request) =>
      articles.save(
        supplierId(request),
        articleKind(request.params.kind, request.locale),
        request.body,
        request.locale,
      ),
  );
};
