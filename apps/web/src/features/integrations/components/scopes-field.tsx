import { useId } from 'react';
import {
  integrationDomains,
  integrationScopeLabels,
  integrationScopes,
  offeredIntegrationScopes,
  type IntegrationScope,
} from '@supplier/contracts/integrations';
import { Checkbox } from '@/components/ui/checkbox';
import { formLocale } from '@/lib/form';

/** Read and write checkboxes per domain (products, stock and prices, orders, waybills). */
export function ScopesField({
  value,
  onChange,
  legend,
  hint,
  error,
  disabled,
}: {
  value: IntegrationScope[];
  onChange: (scopes: IntegrationScope[]) => void;
  legend: string;
  hint: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const labels = integrationScopeLabels[formLocale()];
  const toggle = (scope: IntegrationScope, on: boolean) => {
    const next = on ? [...value, scope] : value.filter((item) => item !== scope);
    onChange(integrationScopes.filter((item) => next.includes(item)));
  };
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={Boolean(error)}
      data-testid="integration-scopes"
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {integrationDomains.map((domain) => (
          <fieldset
            key={domain}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-border p-3"
          >
            <legend className="sr-only">{labels.domains[domain]}</legend>
            <span aria-hidden className="text-sm font-medium">
              {labels.domains[domain]}
            </span>
            <div className="flex gap-4">
              {(['read', 'write'] as const).map((access) => {
                const scope = `${domain}:${access}` as IntegrationScope;
                if (!offeredIntegrationScopes.includes(scope)) return null;
                return (
                  <label key={scope} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                    <Checkbox
                      checked={value.includes(scope)}
                      onCheckedChange={(on) => toggle(scope, on)}
                      aria-label={labels.scopes[scope]}
                      aria-invalid={Boolean(error) || undefined}
                      data-scope={scope}
                    />
                    <span aria-hidden>{labels[access]}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
