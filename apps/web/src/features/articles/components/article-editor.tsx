import { lazy, Suspense, useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Loader2 } from 'lucide-react';
import {
  ARTICLE_MIN_TEXT_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articleUpdateRequest,
  richTextLength,
  type Article,
  type ArticleSavedResponse,
} from '@supplier/contracts/articles';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { textLength } from '@/lib/text-length';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useUpdateArticle } from '../api/update-article';
import { applyServerErrors, schemaResolver } from '@/lib/form';

const RichTextEditor = lazy(() => import('@/components/ui/rich-text-editor'));

export interface ArticleDraft {
  title: string;
  content: string;
}

const FIELDS = ['title', 'content'] as const;

/** The character counter toward the 50 characters that make an article count. */
function TextCounter({ content }: { content: string }) {
  const { t } = useTranslation('articles');
  const count = richTextLength(content);
  const done = count >= ARTICLE_MIN_TEXT_LENGTH;
  const percent = Math.min(100, Math.round((count / ARTICLE_MIN_TEXT_LENGTH) * 100));
  return (
    <div className="grid gap-1.5" data-testid="article-text-count" data-count={count}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className={cn('inline-flex items-center gap-1.5', done ? 'text-success' : '')}>
          {done && <CircleCheck className="size-4" aria-hidden />}
          {done ? t('countDone', { count }) : t('count', { count, min: ARTICLE_MIN_TEXT_LENGTH })}
        </span>
        {!done && (
          <span className="text-muted-foreground">{t('countLeft', { left: ARTICLE_MIN_TEXT_LENGTH - count })}</span>
        )}
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t('fields.content')}
        aria-valuemin={0}
        aria-valuemax={ARTICLE_MIN_TEXT_LENGTH}
        aria-valuenow={Math.min(count, ARTICLE_MIN_TEXT_LENGTH)}
      >
        <div
          className={cn('h-full rounded-full transition-[width]', done ? 'bg-green-600' : 'bg-amber-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * One article's form: title, rich text (the editor loads on demand) and the counter. Edits are
 * reported as a draft, so switching articles keeps them until saved or discarded.
 */
export function ArticleEditor({
  article,
  draft,
  onDraftChange,
  onSaved,
}: {
  article: Article;
  draft: ArticleDraft | undefined;
  onDraftChange: (draft: ArticleDraft | undefined) => void;
  onSaved?: (saved: ArticleSavedResponse) => void;
}) {
  const { t } = useTranslation('articles');
  const contentLabelId = useId();
  const saved: ArticleDraft = { title: article.title, content: article.content };
  const form = useForm<ArticleDraft, unknown, ArticleDraft>({
    resolver: schemaResolver<ArticleDraft, typeof articleUpdateRequest>(articleUpdateRequest),
    defaultValues: draft ?? saved,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ArticleDraft;
  const dirty = values.title !== saved.title || values.content !== saved.content;
  const update = useUpdateArticle();

  // the draft lives in the page, so it survives switching to another article
  useEffect(() => {
    onDraftChange(dirty ? { title: values.title, content: values.content } : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report changes of the values only
  }, [dirty, values.title, values.content]);

  const onSubmit = form.handleSubmit((body) =>
    update.mutateAsync({ kind: article.kind, body }).then(
      (answer) => {
        form.reset({ title: answer.data.title, content: answer.data.content });
        onDraftChange(undefined);
        toast({ variant: 'successful', description: answer.message });
        onSaved?.(answer);
      },
      (error: unknown) => applyServerErrors(error, form.setError, FIELDS, { leftovers: 'drop' }),
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={update.isPending}
      className="grid gap-5"
      data-testid="article-editor"
      data-kind={article.kind}
    >
      <FormField
        label={t('fields.title')}
        error={errors.title?.message}
        limit={{ max: ARTICLE_TITLE_MAX_LENGTH, length: textLength(values.title) }}
      >
        {(control) => <Input {...control} {...form.register('title')} autoComplete="off" />}
      </FormField>
      <div className="grid gap-2">
        <Label id={contentLabelId}>{t('fields.content')}</Label>
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <Suspense fallback={<Skeleton className="h-60 rounded-lg" />}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby={contentLabelId}
                aria-invalid={Boolean(fieldState.error)}
                contentClassName="min-h-60"
              />
            </Suspense>
          )}
        />
        {errors.content?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.content.message}
          </p>
        )}
        <TextCounter content={values.content ?? ''} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending || !dirty} data-testid="article-save">
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {update.isPending ? t('saving') : t('save')}
        </Button>
        {dirty && (
          <Button type="button" variant="ghost" onClick={() => form.reset(saved)} disabled={update.isPending}>
            {t('discard')}
          </Button>
        )}
        <span className="text-sm text-muted-foreground">
          {article.updated_at ? t('updatedAt', { date: formatDateTime(article.updated_at) }) : t('neverSaved')}
        </span>
      </div>
    </form>
  );
}
