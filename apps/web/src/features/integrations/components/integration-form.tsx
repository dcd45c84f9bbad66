import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { INTEGRATION_NAME_MAX_LENGTH, type Integration } from '@supplier/contracts/integrations';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { textLength } from '@/lib/text-length';
import { useCreateIntegration, useUpdateIntegration, type CreatedIntegration } from '../api/mutations';
import {
  applyIntegrationErrors,
  formValuesOf,
  integrationResolver,
  type IntegrationBody,
  type IntegrationFormValues,
} from '../lib/form';
import { IP_TEXT_MAX_LENGTH } from '../lib/values';
import { ScopesField } from './scopes-field';

/**
 * Create or edit an integration: name, scopes (read/write per domain), optional expiry day and
 * IP allow-list. Creating hands the answer (with the token) to `onCreated`.
 */
export function IntegrationForm({
  integration,
  onCreated,
  onCancel,
}: {
  /** The integration being edited; none to create one. */
  integration?: Integration;
  onCreated?: (created: CreatedIntegration) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  const form = useForm<IntegrationFormValues, unknown, IntegrationBody>({
    resolver: integrationResolver,
    defaultValues: formValuesOf(integration),
  });
  const { errors } = form.formState;
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const pending = create.isPending || update.isPending;
  const locked = integration?.status === 'revoked';
  const name = useWatch({ control: form.control, name: 'name' });
  const ipText = useWatch({ control: form.control, name: 'ip_text' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (integration) {
        const saved = await update.mutateAsync({ id: integration.id, body });
        form.reset(formValuesOf(saved.data));
        toast({ variant: 'successful', description: saved.message });
      } else {
        const created = await create.mutateAsync(body);
        form.reset(formValuesOf(created.data));
        onCreated?.(created);
      }
    } catch (error) {
      applyIntegrationErrors(error, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="grid gap-4" data-testid="integration-form">
      <Card className="min-w-0">
        <CardContent className="grid gap-5">
          <FormField
            label={t('fields.name')}
            error={errors.name?.message}
            description={t('fields.nameHint')}
            limit={{ max: INTEGRATION_NAME_MAX_LENGTH, length: textLength(name) }}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('name')}
                placeholder={t('fields.namePlaceholder')}
                autoComplete="off"
                disabled={locked}
                data-testid="integration-name"
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="scopes"
            render={({ field }) => (
              <ScopesField
                value={field.value}
                onChange={field.onChange}
                legend={t('fields.scopes')}
                hint={t('fields.scopesHint')}
                error={errors.scopes?.message}
                disabled={locked}
              />
            )}
          />
          <FormField
            label={t('fields.expiresAt')}
            error={errors.expires_on?.message}
            description={t('fields.expiresAtHint')}
            className="max-w-xs"
          >
            {(control) => (
              <Controller
                control={form.control}
                name="expires_on"
                render={({ field }) => (
                  <DateInput
                    {...control}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={locked}
                    data-testid="integration-expires"
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            label={t('fields.ipAllowList')}
            error={errors.ip_text?.message}
            description={t('fields.ipAllowListHint')}
            limit={{ max: IP_TEXT_MAX_LENGTH, length: textLength(ipText) }}
          >
            {(control) => (
              <textarea
                {...control}
                {...form.register('ip_text')}
                rows={4}
                spellCheck={false}
                autoCapitalize="none"
                disabled={locked}
                className={cn(inputClassName, 'h-auto font-mono')}
                data-testid="integration-ips"
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      {!locked && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} data-testid="integration-submit">
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {integration ? (pending ? t('saving') : t('save')) : pending ? t('creating') : t('create')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
