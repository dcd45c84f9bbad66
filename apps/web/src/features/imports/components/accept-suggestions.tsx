import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCheck } from 'lucide-react';
import type { ImportCheck } from '@supplier/contracts/imports';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { ACCEPT_FROM, ACCEPT_FROM_DEFAULT, acceptFrom, suggestionsFrom, type MappingChoices } from './mapping-choices';

/**
 * One action for the suggestions: every one from the chosen confidence up becomes the supplier's
 * own, the less sure ones wait for the supplier's pick.
 */
export function AcceptSuggestions({
  check,
  choices,
  onChange,
}: {
  check: ImportCheck;
  choices: MappingChoices;
  onChange: (next: MappingChoices) => void;
}) {
  const { t } = useTranslation('imports');
  const id = useId();
  const [percent, setPercent] = useState<number>(ACCEPT_FROM_DEFAULT);
  const accepted = suggestionsFrom(check, choices, percent);
  const offers = accepted.reduce((sum, category) => sum + category.offers, 0);
  const open = check.categories.some((c) => !choices.own[c.key] && c.category && c.suggestion);
  if (!open) return null;
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-border bg-muted/40 p-3 sm:flex sm:flex-wrap sm:items-end"
      data-testid="import-accept"
    >
      <div className="grid gap-1 sm:w-36">
        <label htmlFor={id} className="text-sm font-medium">
          {t('accept.from')}
        </label>
        <NativeSelect
          id={id}
          value={String(percent)}
          onChange={(event) => setPercent(Number(event.target.value))}
          className="h-9"
          data-testid="import-accept-percent"
        >
          {ACCEPT_FROM.map((value) => (
            <option key={value} value={value}>
              {t('accept.percent', { percent: value })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="button"
        onClick={() => onChange(acceptFrom(check, choices, percent))}
        data-testid="import-accept-all"
      >
        <CheckCheck aria-hidden />
        {t('accept.action', { percent })}
      </Button>
      <p className="text-sm text-muted-foreground sm:basis-full" data-testid="import-accept-hint">
        {t('accept.hint', { count: accepted.length, offers })}
      </p>
    </div>
  );
}
