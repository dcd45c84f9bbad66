import { useCallback, useEffect, useState } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CircleCheck, FileText, PartyPopper } from 'lucide-react';
import {
  articleKindSchema,
  type Article,
  type ArticleKind,
  type ArticlesMeta,
  type ArticleSavedResponse,
} from '@supplier/contracts/articles';
import { Alert, AlertActions, AlertContent, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useArticles } from '../api/get-articles';
import { ArticleEditor, type ArticleDraft } from './article-editor';

const ARTICLE_PARAM = 'article';

function StatusBadge({ article, unsaved }: { article: Article; unsaved: boolean }) {
  const { t } = useTranslation('articles');
  if (unsaved) return <Badge variant="outline">{t('unsaved')}</Badge>;
  return article.completed ? (
    <Badge variant="success" data-testid="article-completed">
      <CircleCheck aria-hidden />
      {t('completed')}
    </Badge>
  ) : (
    <Badge variant={article.required ? 'warning' : 'secondary'} data-testid="article-not-completed">
      {t('notCompleted')}
    </Badge>
  );
}

/**
 * `Інформаційні статті`: the six articles with their state, the editor of the chosen one
 * (`?article=…`), the 50-character rule. `onSaved` lets the shell refresh the setup flags.
 */
export function ArticlesPage({ title, onSaved }: { title: string; onSaved?: (saved: ArticleSavedResponse) => void }) {
  const { t } = useTranslation(['articles', 'common']);
  const articles = useArticles();
  const { data } = articles;
  const [params, setParams] = useSearchParams();
  const [drafts, setDrafts] = useState<Partial<Record<ArticleKind, ArticleDraft>>>({});
  const hasDrafts = Object.keys(drafts).length > 0;

  const requested = articleKindSchema.safeParse(params.get(ARTICLE_PARAM));
  const firstOpen = data?.data.find((article) => article.required && !article.completed)?.kind ?? 'about';
  const selected: ArticleKind = requested.success ? requested.data : firstOpen;
  const article = data?.data.find((item) => item.kind === selected);

  // without a choice in the address, open the first unfilled required article and keep it chosen
  useEffect(() => {
    if (data && !requested.success) {
      setParams({ [ARTICLE_PARAM]: firstOpen }, { replace: true, preventScrollReset: true });
    }
  }, [data, requested.success, firstOpen, setParams]);

  const setDraft = useCallback(
    (kind: ArticleKind, draft: ArticleDraft | undefined) =>
      setDrafts((current) => {
        if (!draft && !(kind in current)) return current;
        const others = Object.fromEntries(Object.entries(current).filter(([key]) => key !== kind));
        return draft ? { ...others, [kind]: draft } : others;
      }),
    [],
  );

  // leaving the page (not switching articles) with unsaved drafts asks first
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasDrafts && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('unsavedLeave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!hasDrafts) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDrafts]);

  return (
    <section className="flex flex-col gap-4" data-testid="articles-page">
      <PageHeader title={title} description={t('description')} />
      <ListStates
        result={articles}
        loading={{ rows: 3, className: 'h-24 rounded-xl', testId: 'articles-loading' }}
        error={{ title: t('loadError'), testId: 'articles-error' }}
        /* the six articles are always listed */
        empty={null}
      >
        {({ data: list, meta }) => (
          <>
            <ArticlesProgress meta={meta} />

            <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
              <nav aria-label={t('listLabel')}>
                <ul className="grid gap-2">
                  {list.map((item) => {
                    const current = item.kind === selected;
                    return (
                      <li key={item.kind}>
                        <Link
                          to={{ search: `?${ARTICLE_PARAM}=${item.kind}` }}
                          replace
                          preventScrollReset
                          aria-current={current ? 'page' : undefined}
                          data-testid={`article-nav-${item.kind}`}
                          className={cn(
                            'flex flex-col gap-2 rounded-xl border bg-card p-3 text-left transition-colors hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
                            current ? 'border-primary ring-1 ring-primary' : 'border-border',
                          )}
                        >
                          <span className="flex items-center gap-2 text-sm font-medium">
                            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                            <span className="min-w-0 truncate">{t(`kinds.${item.kind}`)}</span>
                          </span>
                          <span className="flex flex-wrap gap-1.5">
                            <Badge variant="outline">{item.required ? t('required') : t('optional')}</Badge>
                            <StatusBadge article={item} unsaved={item.kind in drafts} />
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>

              {article && (
                <Card className="gap-4">
                  <CardHeader>
                    <CardTitle className="text-xl">{t(`kinds.${article.kind}`)}</CardTitle>
                    <CardDescription>{t(`hints.${article.kind}`)}</CardDescription>
                    {!article.content && !drafts[article.kind] && (
                      <p className="text-sm text-muted-foreground" data-testid="article-empty">
                        {t('empty')}
                      </p>
                    )}
                  </CardHeader>
                  <CardContent>
                    <ArticleEditor
                      key={article.kind}
                      article={article}
                      draft={drafts[article.kind]}
                      onDraftChange={(draft) => setDraft(article.kind, draft)}
                      onSaved={onSaved}
                    />
                  </CardContent>
                </Card>
              )}
            </div>
          </>
        )}
      </ListStates>
    </section>
  );
}

/** How many required articles are filled (with the 50-character rule), or that all are. */
function ArticlesProgress({ meta }: { meta: ArticlesMeta }) {
  const { t } = useTranslation('articles');
  const percent = Math.round((meta.required_completed / Math.max(1, meta.required_total)) * 100);
  return meta.information ? (
    <Alert variant="info" data-testid="articles-all-done">
      <PartyPopper aria-hidden />
      <AlertContent>
        <AlertTitle>{t('allDone')}</AlertTitle>
      </AlertContent>
      <AlertActions>
        <Button asChild size="sm" variant="outline">
          <Link to="/products/panel">
            {t('allDoneAction')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </AlertActions>
    </Alert>
  ) : (
    <div className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <p className="text-sm font-medium" data-testid="articles-progress">
        {t('progress', { done: meta.required_completed, total: meta.required_total })}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t('progress', { done: meta.required_completed, total: meta.required_total })}
        aria-valuemin={0}
        aria-valuemax={meta.required_total}
        aria-valuenow={meta.required_completed}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">{t('rule', { min: meta.min_text_length })}</p>
    </div>
  );
}
