import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX, reviewReplyRequest, reviewsIssueText } from '@supplier/contracts/reviews';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextLimitHint } from '@/components/ui/text-limit-hint';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/form';
import { useReplyToReview } from '../api/change-review';

const resolver = schemaResolver<{ text: string }, typeof reviewReplyRequest>(reviewReplyRequest, undefined, {
  issueText: reviewsIssueText,
});

/** The public reply: written once, changed within 24 hours of it. */
export function ReviewReplyForm({
  reviewId,
  initial = '',
  onDone,
}: {
  reviewId: number;
  initial?: string;
  /** Called after a save, or on cancel of an edit. */
  onDone?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const reply = useReplyToReview(reviewId);
  const form = useForm({ resolver, defaultValues: { text: initial } });
  const text = useWatch({ control: form.control, name: 'text' });
  const problem = form.formState.errors.text?.message;
  const onSubmit = form.handleSubmit((body) =>
    reply.mutateAsync(body.text).then(
      (saved) => {
        toast({ variant: 'successful', description: saved.message });
        form.reset({ text: '' });
        onDone?.();
      },
      (error: unknown) => form.setError('text', { type: 'server', message: errorMessages(error).join(' ') }),
    ),
  );
  return (
    <form className="grid gap-2" data-testid="review-reply-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Label htmlFor={`${id}-text`}>{initial ? t('reply.editLabel') : t('reply.label')}</Label>
      <textarea
        id={`${id}-text`}
        {...form.register('text')}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        placeholder={t('reply.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-limit${problem ? ` ${id}-problem` : ''}`}
        className={cn(inputClassName, 'h-auto')}
        data-testid="review-reply-text"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-limit`} className="text-sm text-muted-foreground">
          <TextLimitHint length={text.length} max={REVIEW_REPLY_MAX} />
        </p>
        <div className="flex gap-2">
          {initial && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onDone?.()}>
              {t('reply.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending} data-testid="review-reply-submit">
            {initial ? t('reply.save') : t('reply.publish')}
          </Button>
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive" data-testid="review-reply-error">
          {problem}
        </p>
      )}
    </form>
  );
}
