import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ORDER_NOTE_MAX,
  orderNoteRequest,
  ordersEndpointSchemas,
  ordersIssueText,
  type OrderDetail,
} from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { schemaResolver } from '@/lib/form';
import { useSaveOrderNote } from '../api/save-order-note';
import { DetailSection } from '@/components/ui/detail-section';
import { TextLimitHint } from '@/components/ui/text-limit-hint';

const resolver = schemaResolver<{ note: string }, typeof orderNoteRequest>(orderNoteRequest, undefined, {
  issueText: ordersIssueText,
});

/** The internal note: only the supplier's side sees it; saved on demand. */
export function OrderNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const save = useSaveOrderNote(order.id);
  const allowed = useCan(ordersEndpointSchemas.saveOrderNote);
  // a note changed elsewhere (a save, another tab) replaces the draft
  const form = useForm({ resolver, values: { note: order.note } });
  const text = useWatch({ control: form.control, name: 'note' });
  const error = form.formState.errors.note?.message;
  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync(body.note).then(
      (saved) => toast({ variant: 'successful', description: saved.message || t('detail.noteSaved') }),
      (failure: unknown) => form.setError('note', { type: 'server', message: errorMessages(failure).join(' ') }),
    ),
  );
  return (
    <DetailSection title={t('detail.note')} testId="order-note">
      <form className="grid gap-2" noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={id} className="sr-only">
          {t('detail.note')}
        </label>
        <textarea
          id={id}
          {...form.register('note')}
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          readOnly={!allowed}
          className={cn(inputClassName, 'h-auto')}
          data-testid="order-note-input"
        />
        <div id={`${id}-hint`} className="grid gap-0.5 text-xs text-muted-foreground">
          <span>{t('detail.noteHint')}</span>
          <TextLimitHint length={text.length} max={ORDER_NOTE_MAX} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {allowed && (
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={save.isPending || text.trim() === order.note.trim()}
            data-testid="order-note-save"
          >
            {t('detail.noteSave')}
          </Button>
        )}
      </form>
    </DetailSection>
  );
}
