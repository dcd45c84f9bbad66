import { ARTICLE_MIN_TEXT_LENGTH, type ArticleKind } from '@supplier/contracts/articles';
import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';
import type { ArticleRow } from './articles.repository';

/** An article as the log keeps it: its title and whether it counts as filled in (not its HTML). */
function keptArticle(row: ArticleRow | null): Record<string, unknown> | null {
  return row ? { title: row.title, completed: row.textLength >= ARTICLE_MIN_TEXT_LENGTH } : null;
}

/** Records an article's first save (`before` null) or change with the kept fields that differ, in the save's transaction. */
export function recordArticleChange(
  tx: Db,
  kind: ArticleKind,
  before: ArticleRow | null,
  after: ArticleRow,
): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'articles', id: kind, label: after.title },
    changes: changedFields(keptArticle(before), keptArticle(after)),
  });
}
