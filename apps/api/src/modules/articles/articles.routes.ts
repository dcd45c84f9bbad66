import type { FastifyPluginAsync } from 'fastify';
import { articleKindSchema, articlesEndpointSchemas, type ArticleKind } from '@supplier/contracts/articles';
import { articlesEndpoints } from '@supplier/contracts/articles-endpoints';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { supplierId } from '../../plugins/auth';
import { articlesText } from './articles.messages';
import type { ArticlesService } from './articles.service';

/** `{kind}`: about, delivery, payment, returns, warranty, contacts; anything else is 404. */
function articleKind(kind: string, locale: Locale): ArticleKind {
  const parsed = articleKindSchema.safeParse(kind);
  if (!parsed.success) throw httpErrors.notFound(articlesText(locale, 'article_not_found'));
  return parsed.data;
}

/** Information articles (PRODUCT.md section 6). */
export const articlesRoutes: FastifyPluginAsync<{ articles: ArticlesService }> = async (app, { articles }) => {
  app.addHook('onRequest', app.authenticate);
  const route = endpointRoutes(app, articlesEndpoints, articlesEndpointSchemas, {
    tags: ['articles'],
    security: [{ bearer: [] }],
  });

  route('listArticles', { summary: 'The information articles and whether each is filled' }, async (request) =>
    articles.list(supplierId(request)),
  );
  route('getArticle', { summary: 'One information article' }, async (request) => ({
    data: await articles.get(supplierId(request), articleKind(request.params.kind, request.locale)),
  }));
  route(
    'saveArticle',
    {
      summary: 'Saves an information article (rich text, sanitized)',
      description: 'Saves the title and the rich text; the HTML is sanitized to the safe subset.',
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
