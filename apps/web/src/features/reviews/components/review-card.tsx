import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgeCheck, Flag, Pencil } from 'lucide-react';
import type { ReviewItem } from '@supplier/contracts/reviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhotoGallery } from '@/components/ui/photo-gallery';
import { formatDateTime } from '@/lib/date-format';
import { useCan } from '@/lib/permissions';
import { replyPlainText } from '../lib/list-params';
import { ReviewReplyForm } from './review-reply-form';
import { ReviewReportDialog } from './review-report-dialog';
import { Stars } from './stars';

function Photos({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews');
  return (
    <PhotoGallery
      photos={review.photos}
      texts={{
        list: t('card.photos'),
        open: (n) => t('card.openPhoto', { n }),
        title: t('card.photoTitle', { author: review.author_name }),
        description: review.product.name,
        alt: (n) => t('card.photoAlt', { n, author: review.author_name }),
      }}
      testId="review-photo"
    />
  );
}

/** One review: who, how many stars, when, verified or not, what they wrote, and the reply or its form. */
export function ReviewCard({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews');
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  // a link only where the role opens the page (ADR 0041): support reads no orders, manager edits no products
  const opensProduct = useCan('catalogue');
  const opensOrder = useCan('orders:read');
  return (
    <Card className="grid min-w-0 gap-3 p-4" data-testid="review-card" data-review-id={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-words">{review.author_name}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Stars value={review.rating} />
            <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {review.verified && (
            <Badge variant="success" data-testid="review-verified">
              <BadgeCheck className="size-3.5" aria-hidden />
              {t('card.verified')}
            </Badge>
          )}
          {!review.reply && (
            <Badge variant="warning" data-testid="review-unanswered">
              {t('card.unanswered')}
            </Badge>
          )}
          {review.report && (
            <Badge variant="secondary" data-testid="review-report-status">
              {t(`reportStatus.${review.report.status}`)}
            </Badge>
          )}
        </div>
      </div>
      <p className="text-sm break-words">
        {review.product.id && opensProduct ? (
          <Link
            to={`/products/edit/${review.product.id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {review.product.name}
          </Link>
        ) : (
          <span className="font-medium">{review.product.name}</span>
        )}
        {review.store && <span className="text-muted-foreground"> · {review.store.name}</span>}
        {review.order && (
          <>
            {' · '}
            {opensOrder ? (
              <Link to={`/orders/${review.order.id}`} className="text-primary underline-offset-4 hover:underline">
                {t('card.order', { number: review.order.number })}
              </Link>
            ) : (
              t('card.order', { number: review.order.number })
            )}
          </>
        )}
      </p>
      {review.text && <p className="break-words whitespace-pre-line">{review.text}</p>}
      {(review.pros || review.cons) && (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {review.pros && (
            <div className="min-w-0">
              <dt className="font-medium text-success">{t('card.pros')}</dt>
              <dd className="break-words">{review.pros}</dd>
            </div>
          )}
          {review.cons && (
            <div className="min-w-0">
              <dt className="font-medium text-destructive">{t('card.cons')}</dt>
              <dd className="break-words">{review.cons}</dd>
            </div>
          )}
        </dl>
      )}
      <Photos review={review} />
      {review.reply && !editing && (
        <div className="grid gap-1 rounded-lg border-l-4 border-primary bg-muted/50 p-3" data-testid="review-reply">
          <p className="text-sm font-medium">
            {t('card.yourReply')}{' '}
            <span className="font-normal text-muted-foreground">
              · {formatDateTime(review.reply.replied_at)}
              {review.reply.edited_at && ` · ${t('card.edited')}`}
            </span>
          </p>
          {/* the seller's own words, in whatever language they wrote them */}
          <p className="text-sm break-words whitespace-pre-line" data-seller-data>
            {replyPlainText(review.reply.text)}
          </p>
          {review.reply.can_edit && (
            <p className="text-xs text-muted-foreground">
              {t('card.editableUntil', { time: formatDateTime(review.reply.editable_until) })}
            </p>
          )}
        </div>
      )}
      {(!review.reply || editing) && (
        <ReviewReplyForm
          key={editing ? 'edit' : 'new'}
          reviewId={review.id}
          initial={editing && review.reply ? replyPlainText(review.reply.text) : ''}
          onDone={() => setEditing(false)}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {review.reply?.can_edit && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="review-edit-reply">
            <Pencil aria-hidden />
            {t('card.editReply')}
          </Button>
        )}
        {!review.report && (
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)} data-testid="review-report">
            <Flag aria-hidden />
            {t('card.report')}
          </Button>
        )}
      </div>
      <ReviewReportDialog reviewId={review.id} open={reporting} onOpenChange={setReporting} />
    </Card>
  );
}
