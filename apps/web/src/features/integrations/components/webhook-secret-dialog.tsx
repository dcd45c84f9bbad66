import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The endpoint's secret, shown this once (after creation or rotation), with a copy button. */
export function WebhookSecretDialog({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url?: string;
  onClose(): void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showClose={false}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="webhook-secret-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('secret.title')}</DialogTitle>
          {url && <DialogDescription className="break-all">{url}</DialogDescription>}
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertContent>
            <AlertDescription>{t('secret.warning')}</AlertDescription>
          </AlertContent>
        </Alert>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="webhook-secret">{t('secret.label')}</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id="webhook-secret"
              readOnly
              value={secret ?? ''}
              className="min-w-0 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="webhook-secret"
            />
            <CopyButton
              value={secret ?? ''}
              label={t('secret.copy')}
              failedText={t('secret.copyFailed')}
              variant="outline"
              data-testid="webhook-secret-copy"
            />
          </div>
          <p className="text-sm break-words text-muted-foreground">{t('secret.usage')}</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('secret.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
