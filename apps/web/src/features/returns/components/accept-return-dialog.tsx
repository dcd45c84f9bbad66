import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { acceptChoice, askedQuantities, type AcceptQuantities } from '../lib/accept-items';

type Problem = { kind: 'quantity'; itemIds: number[] } | { kind: 'nothing' } | null;

/**
 * Accepting a request: every item as asked, or only some (how many of each, 0 declines one).
 * `onAccept` gets the call's `items` (none: everything); `error` is the server's refusal.
 */
export function AcceptReturnDialog({
  request,
  open,
  onOpenChange,
  busy,
  error,
  onAccept,
}: {
  request: ReturnDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
  busy: boolean;
  error: string | null;
  onAccept(items: { item_id: number; quantity: number }[] | undefined): Promise<void>;
}) {
  const { t } = useTranslation('returns');
  const id = useId();
  const [all, setAll] = useState(true);
  const [quantities, setQuantities] = useState<AcceptQuantities>(() => askedQuantities(request.items));
  const [problem, setProblem] = useState<Problem>(null);
  const change = (next: boolean) => {
    if (next) {
      setAll(true);
      setQuantities(askedQuantities(request.items));
      setProblem(null);
    }
    onOpenChange(next);
  };
  const submit = async () => {
    const choice = acceptChoice(request.items, quantities, all);
    if (!choice.ok) {
      setProblem(choice.problem === 'quantity' ? { kind: 'quantity', itemIds: choice.itemIds } : { kind: 'nothing' });
      return;
    }
    setProblem(null);
    await onAccept(choice.items);
  };
  const wrong = (itemId: number) => problem?.kind === 'quantity' && problem.itemIds.includes(itemId);
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={t('accept.title', { number: request.number })}
      description={t('accept.waybillNote')}
      onSubmit={async (event) => {
        event.preventDefault();
        await submit();
      }}
      submitLabel={t('accept.submit')}
      busy={busy}
      testId="return-accept-dialog"
      submitTestId="return-accept-submit"
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('accept.description')}</legend>
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={all === value}
              onChange={() => {
                setAll(value);
                setProblem(null);
              }}
              className="size-4 accent-primary"
              data-testid={value ? 'return-accept-all' : 'return-accept-some'}
            />
            {value ? t('accept.all') : t('accept.some')}
          </label>
        ))}
      </fieldset>
      {!all && (
        <div className="grid gap-3" data-testid="return-accept-items">
          <p className="text-sm text-muted-foreground">{t('accept.description')}</p>
          {request.items.map((item) => (
            <div key={item.id} className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-center gap-2">
              <Label htmlFor={`${id}-${item.id}`} className="leading-snug break-words">
                {item.name}
                <span className="block text-xs font-normal text-muted-foreground">
                  {t('detail.sku', { sku: item.sku })}
                </span>
              </Label>
              <Input
                id={`${id}-${item.id}`}
                inputMode="numeric"
                value={quantities[item.id] ?? ''}
                onChange={(event) => setQuantities((was) => ({ ...was, [item.id]: event.target.value }))}
                aria-label={t('accept.quantity', { name: item.name })}
                aria-invalid={wrong(item.id) || undefined}
                aria-describedby={wrong(item.id) ? `${id}-problem` : undefined}
                data-testid="return-accept-quantity"
                data-item-id={item.id}
              />
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {t('accept.ofAsked', { asked: item.quantity })}
              </span>
            </div>
          ))}
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive" data-testid="return-accept-problem">
          {problem.kind === 'nothing' ? t('accept.nothing') : t('accept.quantityRange')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="return-accept-error">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
