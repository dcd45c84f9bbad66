import { useState, type FormEvent } from 'react';
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
import { ApiError, errorMessages } from '@/lib/api-client';
import { formLocale } from '@/lib/form';
import { useCreateWebhook, useUpdateWebhook, type WebhookWithSecret } from '../api/webhooks';

type Field = 'url' | 'events';
type Errors = Partial<Record<Field, string>>;

/** The 422's texts per field (`events.0` counts as `events`); null when it was not a 422 of these. */
function serverErrors(error: unknown): Errors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const found: Errors = {};
  const lists = (error.body as { errors?: Record<string, string[]> }).errors ?? {};
  for (const [path, texts] of Object.entries(lists)) {
    const field = path.split('.')[0] as Field;
    if ((field === 'url' || field === 'events') && texts[0]) found[field] ??= texts[0];
  }
  return Object.keys(found).length > 0 ? found : null;
}

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
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? ['order.created']);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateWebhook(integrationId);
  const update = useUpdateWebhook(integrationId);
  const pending = create.isPending || update.isPending;

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((value) => value !== event)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = webhookRequest.safeParse({ url, events });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= webhooksIssueText(issue, formLocale());
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (endpoint) {
        const saved = await update.mutateAsync({ id: endpoint.id, body: parsed.data });
        toast({ variant: 'successful', description: saved.message });
      } else {
        onCreated?.(await create.mutateAsync(parsed.data));
      }
      onOpenChange(false);
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else toast({ variant: 'destructive', description: errorMessages(error).join(' ') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="webhook-form-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
          <DialogHeader>
            <DialogTitle>{endpoint ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
            <DialogDescription>{t('form.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('form.url')} error={errors.url} description={t('form.urlHint')}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/webhooks"
                maxLength={WEBHOOK_URL_MAX_LENGTH}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                data-testid="webhook-url"
              />
            )}
          </FormField>
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t('form.events')}</legend>
            {webhookEventTypes.map((type) => (
              <label key={type} className="flex min-w-0 items-start gap-2 text-sm">
                <Checkbox
                  className="mt-0.5"
                  checked={events.includes(type)}
                  onCheckedChange={(on) => toggle(type, on)}
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
                {errors.events}
              </p>
            )}
          </fieldset>
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
