import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import {
  WEBHOOK_URL_MAX_LENGTH,
  webhookEventTypes,
  webhookRequest,
  webhooksIssueText,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@supplier/contracts/webhooks';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors, schemaResolver, topLevelField } from '@/lib/form';
import { useCreateWebhook, useUpdateWebhook, type WebhookWithSecret } from '../api/webhooks';

interface Values {
  url: string;
  events: WebhookEventType[];
}

const resolver = schemaResolver<Values, typeof webhookRequest>(webhookRequest, undefined, {
  issueText: webhooksIssueText,
  fieldOf: topLevelField,
});

/**
 * Adds a webhook endpoint or changes one: its https address and the events it wants (checkboxes).
 * A new endpoint's answer (with its secret, shown once) goes to `onCreated`.
 */
export function WebhookFormDialog({
  integrationId,
  endpoint,
  open,
  onOpenChange,
  onCreated,
}: {
  integrationId: number;
  endpoint?: WebhookEndpoint;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(created: WebhookWithSecret): void;
}) {
  const { t } = useTranslation('webhooks');
  const form = useForm<Values, unknown, z.output<typeof webhookRequest>>({
    resolver,
    defaultValues: { url: endpoint?.url ?? '', events: endpoint?.events ?? ['order.created'] },
  });
  const { errors } = form.formState;
  const create = useCreateWebhook(integrationId);
  const update = useUpdateWebhook(integrationId);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (endpoint) {
        const saved = await update.mutateAsync({ id: endpoint.id, body });
        toast({ variant: 'successful', description: saved.message });
      } else {
        onCreated?.(await create.mutateAsync(body));
      }
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, form.setError, ['url', 'events'], { nested: true });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="webhook-form-dialog">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-4">
          <DialogHeader>
            <DialogTitle>{endpoint ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
            <DialogDescription>{t('form.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('form.url')} error={errors.url?.message} description={t('form.urlHint')}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/webhooks"
                maxLength={WEBHOOK_URL_MAX_LENGTH}
                {...form.register('url')}
                data-testid="webhook-url"
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <fieldset
                className="grid min-w-0 gap-2"
                aria-describedby={errors.events ? 'webhook-events-error' : undefined}
              >
                <legend className="mb-2 text-sm font-medium">{t('form.events')}</legend>
                {webhookEventTypes.map((type) => (
                  <label key={type} className="flex min-w-0 items-start gap-2 text-sm">
                    <Checkbox
                      className="mt-0.5"
                      checked={field.value.includes(type)}
                      onCheckedChange={(on) =>
                        field.onChange(on ? [...field.value, type] : field.value.filter((value) => value !== type))
                      }
                      data-testid={`webhook-event-${type}`}
                    />
                    <span className="min-w-0">
                      <span className="block">{t(`events.${type}`)}</span>
                      <code lang="en" className="text-xs break-all text-muted-foreground">
                        {type}
                      </code>
                    </span>
                  </label>
                ))}
                {errors.events && (
                  <p id="webhook-events-error" role="alert" className="text-sm text-destructive">
                    {errors.events.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="webhook-save">
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              {endpoint ? t('form.save') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
