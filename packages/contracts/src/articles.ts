import { z } from 'zod';
import type { EndpointTable } from './endpoint';

/**
 * Information articles (`Інформаційні статті`, PRODUCT.md section 6): the supplier's pages shown
 * to buyers. Calls live under `/admin-suppliers/v1/articles`; `{kind}` is one of ARTICLE_KINDS.
 */

/** Every article a supplier can write, in the order the page shows them. */
export const ARTICLE_KINDS = ['about', 'delivery', 'payment', 'returns', 'warranty', 'contacts'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const articleKindSchema = z.enum(ARTICLE_KINDS);

/** The `information` setup step needs these. */
export const REQUIRED_ARTICLE_KINDS = [
  'about',
  'delivery',
  'payment',
  'returns',
] as const satisfies readonly ArticleKind[];

export const isRequiredArticle = (kind: ArticleKind): boolean =>
  (REQUIRED_ARTICLE_KINDS as readonly ArticleKind[]).includes(kind);

/** The titles a new article starts with (the texts buyers see, so Ukrainian). */
export const DEFAULT_ARTICLE_TITLES: Record<ArticleKind, string> = {
  about: 'Про магазин',
  delivery: 'Доставка',
  payment: 'Оплата',
  returns: 'Повернення та обмін',
  warranty: 'Гарантія',
  contacts: 'Контакти',
};

/** An article counts as filled from this many characters of text (tags not counted). */
export const ARTICLE_MIN_TEXT_LENGTH = 50;
export const ARTICLE_TITLE_MAX_LENGTH = 120;
/** Largest accepted HTML of one article (before sanitizing). */
export const ARTICLE_CONTENT_MAX_LENGTH = 100_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The visible text of rich-text HTML: tags dropped (a block boundary or a line break counts as
 * one space), entities decoded, runs of white space collapsed, ends trimmed. Used by the API for
 * the 50-character rule and by the panel for the live counter, so both count the same.
 */
export function richTextPlain(html: string): string {
  const withoutInvisible = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  const spaced = withoutInvisible.replace(/<\/?(p|br|h[1-6]|li|ul|ol|blockquote|div|tr|td|th|hr)\b[^>]*>/gi, ' ');
  const text = decodeEntities(spaced.replace(/<[^>]*>/g, ''));
  return text.replace(/\s+/g, ' ').trim();
}

/** Characters of text (code points, so an emoji is one). */
export const richTextLength = (html: string): number => Array.from(richTextPlain(html)).length;

export const article = z.object({
  kind: articleKindSchema,
  title: z.string(),
  /** Sanitized HTML (the safe subset: p, br, strong, em, u, s, h2, h3, ul, ol, li, a, blockquote). */
  content: z.string(),
  required: z.boolean(),
  /** Characters of text in `content`, tags not counted. */
  text_length: z.number().int(),
  /** `text_length` reached ARTICLE_MIN_TEXT_LENGTH. */
  completed: z.boolean(),
  /** Null until the supplier saves the article the first time. */
  updated_at: z.string().nullable(),
});
export type Article = z.infer<typeof article>;

export const articlesMeta = z.object({
  min_text_length: z.number().int(),
  required_total: z.number().int(),
  required_completed: z.number().int(),
  /** The `information` setup flag: every required article is completed. */
  information: z.boolean(),
});
export type ArticlesMeta = z.infer<typeof articlesMeta>;

/** GET /admin-suppliers/v1/articles */
export const articlesResponse = z.object({ data: z.array(article), meta: articlesMeta });
export type ArticlesResponse = z.infer<typeof articlesResponse>;

/** `{kind}` in a path: any text, so an unknown kind answers 404 (not 422). */
export const articleParams = z.object({ kind: z.string().max(64) });

/** GET /admin-suppliers/v1/articles/{kind} */
export const articleResponse = z.object({ data: article });

/** PUT /admin-suppliers/v1/articles/{kind}: the content is sanitized on the server. */
export const articleUpdateRequest = z.object({
  title: z.string().trim().min(1, { message: 'required' }).max(ARTICLE_TITLE_MAX_LENGTH),
  content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH),
});

export const articleSavedResponse = z.object({ message: z.string(), data: article, meta: articlesMeta });
export type ArticleSavedResponse = z.infer<typeof articleSavedResponse>;

/** What each endpoint of `articlesEndpoints` takes and answers. */
export const articlesEndpointSchemas = {
  listArticles: { permission: 'catalogue', responses: { 200: articlesResponse }, errors: [401] },
  getArticle: {
    permission: 'catalogue',
    params: articleParams,
    responses: { 200: articleResponse },
    errors: [401, 404, 422],
  },
  saveArticle: {
    permission: 'catalogue',
    params: articleParams,
    body: articleUpdateRequest,
    responses: { 200: articleSavedResponse },
    errors: [401, 404, 422],
  },
} satisfies EndpointTable;
