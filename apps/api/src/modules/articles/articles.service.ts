import {
  ARTICLE_KINDS,
  ARTICLE_MIN_TEXT_LENGTH,
  DEFAULT_ARTICLE_TITLES,
  REQUIRED_ARTICLE_KINDS,
  isRequiredArticle,
  richTextLength,
  type Article,
  type ArticleKind,
  type ArticleSavedResponse,
  type ArticlesMeta,
  type ArticlesResponse,
} from '@supplier/contracts/articles';
import type { Locale } from '@supplier/contracts/constants';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { recordArticleChange } from './articles.activity';
import { articlesText } from './articles.messages';
import { articlesRepository, type ArticleRow } from './articles.repository';

function present(kind: ArticleKind, row: ArticleRow | undefined): Article {
  const textLength = row?.textLength ?? 0;
  return {
    kind,
    title: row?.title ?? DEFAULT_ARTICLE_TITLES[kind],
    content: row?.content ?? '',
    required: isRequiredArticle(kind),
    text_length: textLength,
    completed: textLength >= ARTICLE_MIN_TEXT_LENGTH,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

function metaOf(articles: Article[]): ArticlesMeta {
  const required = articles.filter((item) => item.required);
  const completed = required.filter((item) => item.completed).length;
  return {
    min_text_length: ARTICLE_MIN_TEXT_LENGTH,
    required_total: required.length,
    required_completed: completed,
    information: completed === required.length,
  };
}

/**
 * Information articles (`Інформаційні статті`) and the `information` setup step. A save goes to the
 * activity log with the title and filled-in flag before and after, in the save's transaction.
 */
export function articlesService({ db }: { db: Db }) {
  const repo = articlesRepository(db);
  async function list(supplierId: number): Promise<ArticlesResponse> {
    const rows = await repo.list(supplierId);
    const data = ARTICLE_KINDS.map((kind) =>
      present(
        kind,
        rows.find((row) => row.kind === kind),
      ),
    );
    return { data, meta: metaOf(data) };
  }

  return {
    list,

    async get(supplierId: number, kind: ArticleKind): Promise<Article> {
      return present(kind, (await repo.find(supplierId, kind)) ?? undefined);
    },

    /** Saves the title and the sanitized content; any length is kept, 50 characters complete it. */
    async save(
      supplierId: number,
      kind: ArticleKind,
      input: { title: string; content: string },
      locale: Locale,
    ): Promise<ArticleSavedResponse> {
      const content = sanitizeRichText(input.content);
      const row = await transaction(db, async (tx) => {
        const articles = articlesRepository(tx);
        const before = await articles.find(supplierId, kind);
        const saved = await articles.save(supplierId, kind, {
          title: input.title,
          content,
          textLength: richTextLength(content),
        });
        await recordArticleChange(tx, kind, before, saved);
        return saved;
      });
      const data = present(kind, row);
      const { meta } = await list(supplierId);
      const left = ARTICLE_MIN_TEXT_LENGTH - data.text_length;
      const message =
        left > 0
          ? articlesText(locale, 'article_saved_short', { title: data.title, left, min: ARTICLE_MIN_TEXT_LENGTH })
          : articlesText(locale, 'article_saved', { title: data.title });
      return { message, data, meta };
    },

    /** The `information` setup flag: every required article has at least 50 characters of text. */
    async isComplete(supplierId: number): Promise<boolean> {
      const filled = await repo.countFilled(supplierId, REQUIRED_ARTICLE_KINDS, ARTICLE_MIN_TEXT_LENGTH);
      return filled === REQUIRED_ARTICLE_KINDS.length;
    },
  };
}

export type ArticlesService = ReturnType<typeof articlesService>;
