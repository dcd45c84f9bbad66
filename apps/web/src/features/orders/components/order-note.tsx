import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX, type OrderDetail } from '@supplier/contracts/orders';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSaveOrderNote } from '../api/save-order-note';
import { DetailSection } from './detail-section';
import { TextLimitHint } from '@/components/ui/text-limit-hint';

/** The internal note: only the supplier's side sees it; saved on demand. */
export function OrderNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const save = useSaveOrderNote(order.id);
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: order.note, text: order.note });
  const text = draft.for === order.note ? draft.text : order.note;
  const [error, setError] = useState<string | null>(null);
  return (
    <DetailSection title={t('detail.note')} testId="order-note">
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(text, {
            onSuccess: (saved) => toast({ variant: 'successful', description: saved.message || t('detail.noteSaved') }),
            onError: (failure) => setError(errorMessages(failure).join(' ')),
          });
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('detail.note')}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => setDraft({ for: order.note, text: event.target.value })}
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
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
      </form>
    </DetailSection>
  );
}
